// The signed-in member's unread chat messages: one unread_view request answers every chat's count,
// shared by every screen that shows one (sidebar, inbox, tab title). It reloads when a message
// arrives in one of the member's chats, when the member's reading changes (in any tab) and after
// the realtime connection comes back (events sent while it was down are lost).
import { useSyncExternalStore } from 'react'
import type { UnsubscribeFunc } from 'pocketbase'
import { followMemberFeed } from './member-feed'
import { pb } from './pocketbase'
import type { UnreadViewRecord } from './types'
import { NO_UNREAD, toUnreadSnapshot, withChatRead, type UnreadSnapshot } from './unread-counts'

/** unread_view's rows of mine with unread > 0, as JSON written in SQL (pb_hooks/inbox.pb.js). */
const UNREAD_ROUTE = '/api/gymbuddy/unread'
type UnreadRow = Pick<UnreadViewRecord, 'chat' | 'unread'>

/** Several events in a burst (a chat read in two tabs, messages in a row) cost one request. */
const RELOAD_DELAY_MS = 150

let snapshot: UnreadSnapshot = NO_UNREAD
let owner = ''
const listeners = new Set<() => void>()
let stopLive: (() => void) | undefined
let reloadTimer: ReturnType<typeof setTimeout> | undefined
let generation = 0

function publish(next: UnreadSnapshot) {
  snapshot = next
  for (const listener of listeners) listener()
}

async function load(forGeneration: number) {
  try {
    const rows = await pb.send<UnreadRow[]>(UNREAD_ROUTE, { method: 'GET' })
    if (forGeneration === generation) publish(toUnreadSnapshot(rows))
  } catch (error) {
    console.error('Failed to load unread messages', error)
  }
}

function scheduleReload() {
  clearTimeout(reloadTimer)
  const forGeneration = generation
  reloadTimer = setTimeout(() => void load(forGeneration), RELOAD_DELAY_MS)
}

function startLive(me: string): () => void {
  const forGeneration = generation
  const stops: Promise<UnsubscribeFunc>[] = [
    followMemberFeed('messages', (event) => {
      if (event.action === 'create' && event.record.sender !== me) scheduleReload()
    }),
    followMemberFeed('chat_reads', (event) => {
      if (event.record.user === me) scheduleReload()
    }),
    pb.realtime.subscribe('PB_CONNECT', scheduleReload),
  ]
  void load(forGeneration)
  return () => {
    for (const stop of stops) {
      stop.then(
        (unsubscribe) => void unsubscribe(),
        (error: unknown) => console.error('Failed to subscribe to unread messages', error),
      )
    }
  }
}

/** Starts over for whoever is signed in now (nobody: zero). */
function restart() {
  generation += 1
  clearTimeout(reloadTimer)
  stopLive?.()
  stopLive = undefined
  owner = pb.authStore.isValid ? (pb.authStore.record?.id ?? '') : ''
  if (snapshot !== NO_UNREAD) publish(NO_UNREAD)
  if (owner && listeners.size > 0) stopLive = startLive(owner)
}

pb.authStore.onChange(() => {
  const now = pb.authStore.isValid ? (pb.authStore.record?.id ?? '') : ''
  if (now !== owner) restart()
})

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) restart()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      generation += 1
      clearTimeout(reloadTimer)
      stopLive?.()
      stopLive = undefined
    }
  }
}

const getSnapshot = () => snapshot

/** Every chat's unread count and their total, live, for the signed-in member. */
export function useUnreadMessages(): UnreadSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}

/** Live total of unread chat messages for the signed-in member. */
export function useUnreadMessageTotal(): number {
  return useUnreadMessages().total
}

/** Shows a chat as read at once; the server's answer follows through the chat_reads event. */
export function noteChatRead(chatId: string): void {
  publish(withChatRead(snapshot, chatId))
}
