// Whether GymBuddy's server can be reached. Requests that fail without an answer and a
// realtime connection that drops mark it unreachable; a probe of /api/health then retries with a
// growing pause (1, 2, 4 … 30 s). When it answers, the status says "back" for a moment and every
// listener of onReconnected reloads what it shows.
import { useEffect, useRef, useSyncExternalStore } from 'react'

export type ConnectionStatus = 'online' | 'offline' | 'back'

/** What the banner and failed screens say about the connection. */
export const CONNECTION_TEXTS = {
  offline: "Can't reach GymBuddy — retrying…",
  back: 'Connected again.',
  unreachable: "Can't reach GymBuddy right now.",
  retry: 'Retry',
} as const

/** The pause before retry number `attempt` (0-based): 1, 2, 4, 8, 16, 30, 30 … seconds. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000)
}

/** How long "back" shows before the banner goes. */
export const BACK_NOTICE_MS = 4000

export interface ConnectionProbe {
  /** Resolves true when the server answered. */
  serverAnswers: () => Promise<boolean>
  /** False while live updates are wanted but their connection is not up yet. */
  liveUpdatesReady: () => boolean
}

interface ConnectionState {
  status: ConnectionStatus
  /** Counts reconnections: screens reload when it changes. */
  reconnections: number
}

let state: ConnectionState = { status: 'online', reconnections: 0 }
const listeners = new Set<() => void>()
const reconnectedListeners = new Set<() => void>()
let probe: ConnectionProbe | null = null
/** Before the SDK has loaded (public pages), the site itself is asked. */
const siteProbe: ConnectionProbe = {
  serverAnswers: async () => (await fetch('/', { method: 'HEAD', cache: 'no-store' })).ok,
  liveUpdatesReady: () => true,
}
let attempt = 0
let retryTimer: ReturnType<typeof setTimeout> | undefined
let backTimer: ReturnType<typeof setTimeout> | undefined

function publish(next: ConnectionState) {
  state = next
  for (const listener of listeners) listener()
}

/** How the store checks the server (set once by the PocketBase client module). */
export function setConnectionProbe(next: ConnectionProbe): void {
  probe = next
}

function scheduleRetry() {
  clearTimeout(retryTimer)
  retryTimer = setTimeout(() => void retry(), retryDelayMs(attempt))
  attempt += 1
}

async function retry() {
  if (state.status !== 'offline') return
  const answered = await (probe ?? siteProbe).serverAnswers().catch(() => false)
  // Live updates get one more pause to reconnect; after that, screens reload anyway.
  const ready = (probe ?? siteProbe).liveUpdatesReady()
  if (answered && (ready || attempt > 6)) noteServerReachable()
  else scheduleRetry()
}

/** A request got no answer, or live updates dropped: show the banner and start retrying. */
export function noteServerUnreachable(): void {
  clearTimeout(backTimer)
  if (state.status === 'offline') return
  attempt = 0
  publish({ ...state, status: 'offline' })
  scheduleRetry()
}

/** The server answered: if it was unreachable, say it is back and reload the screens. */
export function noteServerReachable(): void {
  if (state.status !== 'offline') return
  clearTimeout(retryTimer)
  publish({ status: 'back', reconnections: state.reconnections + 1 })
  for (const listener of [...reconnectedListeners]) listener()
  backTimer = setTimeout(() => publish({ ...state, status: 'online' }), BACK_NOTICE_MS)
}

/** Runs `listener` each time the server is reachable again; returns the unsubscribe. */
export function onReconnected(listener: () => void): () => void {
  reconnectedListeners.add(listener)
  return () => {
    reconnectedListeners.delete(listener)
  }
}

/** Resolves the next time the server is reachable again. */
export function nextReconnection(): Promise<void> {
  return new Promise((resolve) => {
    const stop = onReconnected(() => {
      stop()
      resolve()
    })
  })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const getState = () => state

export function getConnectionStatus(): ConnectionStatus {
  return state.status
}

export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribe, getState, getState).status
}

/** A number that changes each time the server is back: use it as an effect dependency to reload. */
export function useReconnections(): number {
  return useSyncExternalStore(subscribe, getState, getState).reconnections
}

/** Runs `reload` each time the server is back while the component is shown. */
export function useAfterReconnecting(reload: () => void): void {
  const latest = useRef(reload)
  useEffect(() => {
    latest.current = reload
  })
  useEffect(() => onReconnected(() => latest.current()), [])
}

/** For tests: back to online, no timers. */
export function resetConnection(): void {
  clearTimeout(retryTimer)
  clearTimeout(backTimer)
  attempt = 0
  probe = null
  state = { status: 'online', reconnections: 0 }
}
