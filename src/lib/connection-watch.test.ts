import { ClientResponseError, type SendOptions } from 'pocketbase'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getConnectionStatus, resetConnection } from './connection'
import { followConnection } from './connection-watch'
import type { TypedPocketBase } from './types'

type Send = (path: string, options: SendOptions) => Promise<unknown>

function fakeClient(send: Send) {
  const realtime = {
    isConnected: true,
    onDisconnect: undefined as ((subscriptions: string[]) => void) | undefined,
    subscribe: vi.fn(() => Promise.resolve(vi.fn(() => Promise.resolve()))),
  }
  const client = {
    send,
    realtime,
    buildURL: (path: string) => path,
    authStore: { record: null, onChange: vi.fn() },
  }
  followConnection(client as unknown as TypedPocketBase)
  return client as unknown as TypedPocketBase & { realtime: typeof realtime }
}

const noAnswer = () => new ClientResponseError(new TypeError('Failed to fetch'))

describe('followConnection', () => {
  beforeEach(() => resetConnection())

  it('marks the server unreachable when a request gets no answer, and back when one is answered', async () => {
    const send = vi.fn<Send>().mockRejectedValueOnce(noAnswer()).mockResolvedValue({})
    const pb = fakeClient(send)
    await expect(pb.send('/api/x', {})).rejects.toThrow()
    expect(getConnectionStatus()).toBe('offline')
    await pb.send('/api/x', {})
    expect(getConnectionStatus()).toBe('back')
  })

  it('takes neither a cancelled request nor a refusal for an outage', async () => {
    const cancelled = new ClientResponseError({ isAbort: true })
    const send = vi.fn<Send>().mockRejectedValueOnce(cancelled)
    const pb = fakeClient(send)
    await expect(pb.send('/api/x', {})).rejects.toThrow()
    expect(getConnectionStatus()).toBe('online')
    send.mockRejectedValueOnce(new ClientResponseError({ status: 403 }))
    await expect(pb.send('/api/x', {})).rejects.toThrow()
    expect(getConnectionStatus()).toBe('online')
  })

  it('marks the server unreachable when live updates drop while screens listen', () => {
    const pb = fakeClient(vi.fn<Send>())
    pb.realtime.onDisconnect?.([])
    expect(getConnectionStatus()).toBe('online')
    pb.realtime.onDisconnect?.(['messages/*'])
    expect(getConnectionStatus()).toBe('offline')
  })
})
