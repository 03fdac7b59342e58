// A chat with thousands of messages, written in seconds: superuser batch requests (batch is turned
// on for the seeding and set back after). Used by the chat-history tests and the bench.
import type PocketBase from 'pocketbase'

export interface LongChat {
  id: string
  user1: string
  user2: string
}

const PER_BATCH = 500

/** Record ids are 15 characters of [a-z0-9]; increasing ids keep messages of one millisecond in order. */
function longChatMessageId(prefix: string, n: number): string {
  return prefix + String(n).padStart(15 - prefix.length, '0')
}

/**
 * Adds `count` messages to the chat, taking turns between its two members, oldest first; message
 * n (1-based) reads `text(n)`. Returns the seconds it took.
 */
export async function seedLongChat(
  root: PocketBase,
  chat: LongChat,
  count: number,
  text: (n: number) => string = (n) => `Message ${n} of ${count}`,
  idPrefix = `m${chat.id.slice(0, 4)}`,
): Promise<number> {
  const started = Date.now()
  const { batch: previous } = await root.settings.getAll()
  await root.settings.update({
    batch: { ...previous, enabled: true, maxRequests: PER_BATCH, timeout: 120, maxBodySize: 0 },
  })
  try {
    for (let start = 1; start <= count; start += PER_BATCH) {
      const batch = root.createBatch()
      for (let n = start; n < Math.min(start + PER_BATCH, count + 1); n += 1) {
        batch.collection('messages').create({
          id: longChatMessageId(idPrefix, n),
          chat: chat.id,
          sender: n % 2 ? chat.user1 : chat.user2,
          text: text(n),
        })
      }
      await batch.send().catch((error: unknown) => {
        const detail = (error as { response?: unknown }).response
        throw new Error(
          `seeding messages ${start}.. failed: ${JSON.stringify(detail).slice(0, 300)}`,
        )
      })
    }
  } finally {
    await root.settings.update({ batch: previous })
  }
  return (Date.now() - started) / 1000
}
