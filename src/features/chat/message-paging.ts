// Pure rules of paging a long chat: newest page first, older pages on scroll, the view held still.
import type { MessageRecord } from '@/lib/types'
import { compareMessages, mergeMessages } from './message-list-logic'

/** How many messages one request loads: the newest on opening, then each older page. */
export const MESSAGE_PAGE_SIZE = 50

/** Within this many pixels of the top, the previous page starts loading. */
export const LOAD_EARLIER_WITHIN_PX = 400

/** Where an older page ends: the oldest message shown (messages sort by created, then id). */
export interface MessageCursor {
  created: string
  id: string
}

/** The cursor before the oldest message shown, or null when none is shown. */
export function earliestCursor(messages: readonly MessageRecord[]): MessageCursor | null {
  const first = messages[0]
  return first ? { created: first.created, id: first.id } : null
}

/** A full page may have more before it; a short one reached the start of the chat. */
export function mayHaveEarlier(pageLength: number, pageSize = MESSAGE_PAGE_SIZE): boolean {
  return pageLength >= pageSize
}

/** Whether to load the previous page now: near the top (or nothing to scroll), and not busy. */
export function shouldLoadEarlier(view: {
  scrollTop: number
  scrollHeight: number
  clientHeight: number
  hasEarlier: boolean
  loading: boolean
}): boolean {
  if (!view.hasEarlier || view.loading) return false
  const cannotScroll = view.scrollHeight <= view.clientHeight
  return cannotScroll || view.scrollTop <= LOAD_EARLIER_WITHIN_PX
}

/**
 * The scrollTop that keeps what was on screen in place after content changed above it: the list
 * holds its distance from the bottom (older pages and the status line only ever add above).
 */
export function scrollTopKeeping(distanceFromBottom: number, scrollHeight: number): number {
  return Math.max(0, scrollHeight - distanceFromBottom)
}

/**
 * After an outage the newest page is fetched again. A full page whose oldest message is not shown
 * may have missed messages between it and the ones shown (more than a page came meanwhile): then
 * it replaces them (keeping only what is newer, e.g. live ones) and the older ones page in on
 * scroll, so the chat never shows a gap. Otherwise it is merged in; `restart` says which.
 */
export function catchUpWith(
  shown: readonly MessageRecord[],
  newest: readonly MessageRecord[],
  pageSize = MESSAGE_PAGE_SIZE,
): { messages: MessageRecord[]; restart: boolean } {
  const oldest = [...newest].sort(compareMessages)[0]
  const restart =
    oldest !== undefined &&
    newest.length >= pageSize &&
    !shown.some((message) => message.id === oldest.id)
  const kept = restart ? shown.filter((message) => compareMessages(message, oldest) > 0) : shown
  return { messages: mergeMessages(kept, newest), restart }
}
