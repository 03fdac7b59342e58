import type { MessageRecord } from '@/lib/types'

/** Adds messages not yet shown (a sent message also arrives by subscription), oldest first. */
export function mergeMessages(
  current: readonly MessageRecord[],
  incoming: readonly MessageRecord[],
): MessageRecord[] {
  const byId = new Map(current.map((message) => [message.id, message]))
  for (const message of incoming) byId.set(message.id, message)
  return [...byId.values()].sort(compareMessages)
}

/** Messages in the order they were sent (created, then id). */
export function compareMessages(a: MessageRecord, b: MessageRecord): number {
  return a.created === b.created ? a.id.localeCompare(b.id) : a.created < b.created ? -1 : 1
}

/** Spec §5: empty or whitespace-only text is not sent. */
export function messageToSend(text: string): string | null {
  const trimmed = text.trim()
  return trimmed ? trimmed : null
}
