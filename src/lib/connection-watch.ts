// Connects the SDK client to the connection status: every request and live-update connection
// reports whether the server answered.
import type { SendOptions } from 'pocketbase'
import { noteServerReachable, noteServerUnreachable, setConnectionProbe } from './connection'
import { asResponseError, isUnreachable } from './errors'
import type { TypedPocketBase } from './types'

function noteOutcome(error: unknown) {
  if (isUnreachable(error)) noteServerUnreachable()
  else if (asResponseError(error)) noteServerReachable()
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
    subscribe(...args).catch((error: unknown) => {
      noteOutcome(error)
      throw error
    })

  // One that drops while screens listen: the SDK reconnects by itself, and the probe waits for it.
  let liveUpdatesDropped = false
  realtime.onDisconnect = (activeSubscriptions) => {
    if (activeSubscriptions.length === 0) return
    liveUpdatesDropped = true
    noteServerUnreachable()
  }

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
