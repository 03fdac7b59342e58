// Pure helpers for the unread-message counts (rows of unread_view).
import type { UnreadViewRecord } from './types'

/** Chat id → how many of the other person's messages the signed-in member has not read. */
type UnreadCounts = Readonly<Record<string, number>>

export interface UnreadSnapshot {
  counts: UnreadCounts
  total: number
}

export const NO_UNREAD: UnreadSnapshot = { counts: {}, total: 0 }

export function toUnreadSnapshot(rows: readonly Pick<UnreadViewRecord, 'chat' | 'unread'>[]) {
  const counts: Record<string, number> = {}
  let total = 0
  for (const row of rows) {
    if (row.unread <= 0) continue
    counts[row.chat] = (counts[row.chat] ?? 0) + row.unread
    total += row.unread
  }
  return { counts, total } satisfies UnreadSnapshot
}

/** The same snapshot with one chat read (shown at once, before the server's answer). */
export function withChatRead(snapshot: UnreadSnapshot, chatId: string): UnreadSnapshot {
  const count = snapshot.counts[chatId]
  if (!count) return snapshot
  const counts = { ...snapshot.counts }
  delete counts[chatId]
  return { counts, total: snapshot.total - count }
}

/** "3 unread messages" / "1 unread message", for screen readers next to a badge. */
export function unreadMessagesLabel(count: number): string {
  return `${count} unread ${count === 1 ? 'message' : 'messages'}`
}

/** A badge's text: big counts stay short. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count)
}
