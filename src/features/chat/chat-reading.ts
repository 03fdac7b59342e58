// Pure rules of the chat's reading state: what to mark read, and where "Seen" goes.
import type { ChatReadRecord, MessageRecord } from '@/lib/types'

type Message = Pick<MessageRecord, 'id' | 'sender' | 'created'>

/**
 * The `created` of the other person's newest message when it is newer than my reading (then the
 * chat should be marked read up to it), else null. Own messages never need reading.
 */
export function readingToMark(
  messages: readonly Message[],
  me: string,
  myLastReadAt: string,
): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]
    if (message && message.sender !== me) {
      return message.created > myLastReadAt ? message.created : null
    }
  }
  return null
}

/** The id of the newest message when it is mine and the other person has read it, else null. */
export function seenMessageId(
  messages: readonly Message[],
  me: string,
  theirLastReadAt: string,
): string | null {
  const last = messages[messages.length - 1]
  if (!last || last.sender !== me || !theirLastReadAt) return null
  return theirLastReadAt >= last.created ? last.id : null
}

/** Keeps the newest reading per member (events from two tabs may arrive out of order). */
export function mergeReads(
  current: readonly ChatReadRecord[],
  incoming: readonly ChatReadRecord[],
): ChatReadRecord[] {
  const byUser = new Map(current.map((read) => [read.user, read]))
  for (const read of incoming) {
    const known = byUser.get(read.user)
    if (!known || read.lastReadAt >= known.lastReadAt) byUser.set(read.user, read)
  }
  return [...byUser.values()]
}
