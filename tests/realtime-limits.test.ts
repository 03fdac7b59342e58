// Realtime within bounds (pb_hooks/lib/chat/realtime_limits.js): at most 50 subscriptions per
// connection, 20 open connections per member and, while the per-address rate limits are on, 20 per
// address. PocketBase alone took 200 idle connections from one address and 1,000 subscriptions on
// one. The app's tab (one connection, its member topic and PB_CONNECT) stays well inside.
import { describe, expect, it } from 'vitest'
import { makeMember } from './factories'
import {
  openRawConnection,
  RealtimeRefusal,
  setSubscriptions,
  type RawConnection,
} from './support/raw-realtime'
import { testServer } from './support/test-server'

const TOO_MANY_CONNECTIONS =
  'Too many live connections (at most 20): close some tabs and try again.'

async function openMany(url: string, count: number): Promise<RawConnection[]> {
  return Promise.all(Array.from({ length: count }, () => openRawConnection(url)))
}

/** The refusal of opening one more connection, or null when it opened (then closed again). */
async function refusalOfOneMore(url: string): Promise<RealtimeRefusal | null> {
  try {
    const connection = await openRawConnection(url)
    connection.close()
    await connection.closed
    return null
  } catch (error) {
    if (error instanceof RealtimeRefusal) return error
    throw error
  }
}

describe('realtime subscriptions and connections per member', () => {
  const server = testServer()

  it('refuses a subscribe request with more than 50 topics; the app-like one and 50 are set', async () => {
    const member = await makeMember(server, 'Live Topics')
    const token = member.pb.authStore.token
    const connection = await openRawConnection(server.url)
    try {
      const topics = (count: number) => Array.from({ length: count }, (_, i) => `messages/t${i}`)
      const over = await setSubscriptions(server.url, connection.clientId, topics(51), token)
      expect(over.status).toBe(400)
      expect(over.body.data?.subscriptions?.code).toBe('validation_too_many')
      expect(over.body.data?.subscriptions?.message).toBe(
        'At most 50 subscriptions per live connection.',
      )
      const app = [`gymbuddy/member/${member.record.id}`, 'PB_CONNECT']
      expect((await setSubscriptions(server.url, connection.clientId, app, token)).status).toBe(204)
      const fifty = await setSubscriptions(server.url, connection.clientId, topics(50), token)
      expect(fifty.status).toBe(204)
    } finally {
      connection.close()
    }
  })

  it("refuses a member's 21st open connection with a 429; closing one lets a new one in", async () => {
    const member = await makeMember(server, 'Live Tabs')
    const other = await makeMember(server, 'Live Other')
    const subscribe = (connection: RawConnection, as = member) =>
      setSubscriptions(
        server.url,
        connection.clientId,
        [`gymbuddy/member/${as.record.id}`, 'PB_CONNECT'],
        as.pb.authStore.token,
      )
    const tabs = await openMany(server.url, 22)
    try {
      for (const tab of tabs.slice(0, 20)) expect((await subscribe(tab)).status).toBe(204)
      // A tab subscribing again (the SDK does on every change) is still the same connection.
      expect((await subscribe(tabs[0])).status).toBe(204)
      const refused = await subscribe(tabs[20])
      expect(refused.status).toBe(429)
      expect(refused.body.message).toBe(TOO_MANY_CONNECTIONS)
      // Another member on the same address is not affected.
      expect((await subscribe(tabs[21], other)).status).toBe(204)

      tabs[0].close()
      await tabs[0].closed
      await expect.poll(async () => (await subscribe(tabs[20])).status).toBe(204)
    } finally {
      tabs.forEach((tab) => tab.close())
    }
  })
})

describe('realtime connections per address (rate limits on, as in production)', () => {
  const server = testServer({ keepRateLimits: true })

  it('refuses the 21st open connection from one address with a 429; closing one lets a new one in', async () => {
    const idle = await openMany(server.url, 20)
    try {
      const refusal = await refusalOfOneMore(server.url)
      expect(refusal?.status).toBe(429)
      expect(refusal?.body.message).toBe(TOO_MANY_CONNECTIONS)
      idle[0].close()
      await idle[0].closed
      await expect.poll(() => refusalOfOneMore(server.url)).toBeNull()
    } finally {
      idle.forEach((connection) => connection.close())
    }
  })
})
