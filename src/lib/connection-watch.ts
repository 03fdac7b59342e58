// Connects the SDK client to the connection status: every request and live-update connection
// reports whether the server answered.
import type { SendOptions } from 'pocketbase'
import { noteServerReachable, noteServerUnreachable, setConnectionProbe } from './connection'
import { asResponseError, isUnreachable } from './errors'
import type { TypedPocketBase } from './types'

function noteOutcome(error: unknown) {
  if (isUnreachable(error)) noteServerUnreachable()
  // A refusal is an answer; a cancelled request (status 0) says nothing either way.
  else if ((asResponseError(error)?.status ?? 0) > 0) noteServerReachable()
}

export function followConnection(pb: TypedPocketBase): void {
  const send = pb.send.bind(pb)
  pb.send = async function sendAndReport<T>(path: string, options: SendOptions): Promise<T> {
    try {
      const answer = await send<T>(path, options)
      noteServerReachable()
      return answer
    } catch (error) {
      noteOutcome(error)
      throw error
    }
  }

  // A live-update connection that cannot start (server down) rejects the subscribe call.
  const realtime = pb.realtime
  const subscribe = realtime.subscribe.bind(realtime)
  realtime.subscribe = (...args) =>
    subscribe(...args).then(
      // The SDK (0.28) loses a listener subscribed to a topic in the same tick the topic's last
      // listener left (a screen subscribing again): leaving a tick later keeps the topic alive.
      (stop) => () => new Promise<void>((done) => setTimeout(() => void stop().then(done, done))),
      (error: unknown) => {
        noteOutcome(error)
        throw error
      },
    )

  // One that drops while screens listen: the SDK reconnects by itself, and the probe waits for it.
  let liveUpdatesDropped = false
  let switchingMember = false
  realtime.onDisconnect = (activeSubscriptions) => {
    if (activeSubscriptions.length === 0 || switchingMember) return
    liveUpdatesDropped = true
    noteServerUnreachable()
  }

  // The server ties a live-update connection to the member who first subscribed on it. When another
  // member signs in (here or in another tab), a new connection carries their subscriptions.
  let member = pb.authStore.record?.id ?? ''
  pb.authStore.onChange(() => {
    const now = pb.authStore.record?.id ?? ''
    if (now === member) return
    member = now
    if (!realtime.isConnected) return
    switchingMember = true
    ;(realtime as unknown as { initConnect(): void }).initConnect()
    switchingMember = false
  })

  setConnectionProbe({
    serverAnswers: async () => {
      const response = await fetch(pb.buildURL('/api/health'), { cache: 'no-store' })
      return response.ok
    },
    liveUpdatesReady: () => {
      if (realtime.isConnected) liveUpdatesDropped = false
      return !liveUpdatesDropped
    },
  })
}
