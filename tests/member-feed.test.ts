// The member feed: each signed-in member follows one live topic of their own, and the
// server sends it the events of their chats, messages, reading, bookings and notifications, to them
// alone. Nobody else (a member or a visitor, through any client) may follow it.
import { request as httpRequest } from 'node:http'
import { EventSource } from 'eventsource'
import { describe, expect, it } from 'vitest'
import { isFeedEventOf, MEMBER_TOPIC_PREFIX, type MemberFeedEvent } from '@/lib/member-feed-events'
import { request as requestBooking } from './bookings-support'
import { makeClient, makeMember, makeTrainer, makeVisitor, sgtSlot, type Member } from './factories'
import { testServer } from './support/test-server'

globalThis.EventSource = EventSource as unknown as typeof globalThis.EventSource

const server = testServer()

/**
 * What the outsider heard before an event of their own: they open a chat with a new member and
 * wait for it. A connection gets its events in the order the server sent them, so anything meant
 * for others that leaked to them would have come first.
 */
async function heardBeforeOwnEvent(outsider: Member, events: MemberFeedEvent[]) {
  const partner = await makeTrainer(server, 'Feed Fence')
  const own = await outsider.pb
    .collection('chats')
    .create({ user1: outsider.record.id, user2: partner.record.id })
  // The chat's reading rows may come before the chat itself.
  const isOwn = (event: MemberFeedEvent) =>
    event.record.id === own.id || ('chat' in event.record && event.record.chat === own.id)
  await expect.poll(() => events.some(isOwn)).toBe(true)
  return events.slice(0, events.findIndex(isOwn))
}

/** Follows the member's own topic with the SDK, as the app does; returns what arrives. */
async function follow(member: Member): Promise<MemberFeedEvent[]> {
  const events: MemberFeedEvent[] = []
  await member.pb.realtime.subscribe(`${MEMBER_TOPIC_PREFIX}${member.record.id}`, (event) =>
    events.push(event as MemberFeedEvent),
  )
  return events
}

const summary = (events: MemberFeedEvent[]) =>
  events.map((event) => `${event.collection} ${event.action} ${event.record.id}`)

interface RawConnection {
  clientId: string
  close(): void
}

/** A raw SSE connection to /api/realtime (no SDK), open until close(). */
function openRawConnection(): Promise<RawConnection> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${server.url}/api/realtime`, {
      headers: { accept: 'text/event-stream' },
    })
    req.on('response', (res) => {
      let buffer = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buffer += chunk
        const id = /event:PB_CONNECT\ndata:\{"clientId":"(\w+)"\}/.exec(buffer)?.[1]
        if (id) done({ clientId: id, close: () => req.destroy() })
      })
    })
    req.on('error', fail)
    req.end()
  })
}

/** Sets a raw connection's subscriptions, signed in with `token` (or as a visitor). */
async function setSubscriptions(clientId: string, subscriptions: string[], token = '') {
  const response = await fetch(`${server.url}/api/realtime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ clientId, subscriptions }),
  })
  const text = await response.text()
  return {
    status: response.status,
    message: text ? (JSON.parse(text) as { message: string }).message : '',
  }
}

describe('member feed: events', () => {
  it('both members of a chat receive its chat, reading and message events; another member none', async () => {
    const a = await makeMember(server, 'Feed A')
    const b = await makeTrainer(server, 'Feed B')
    const outsider = await makeMember(server, 'Feed Outsider')
    const [aEvents, bEvents, outsiderEvents] = await Promise.all([a, b, outsider].map(follow))
    try {
      const chat = await a.pb.collection('chats').create({ user1: a.record.id, user2: b.record.id })
      const message = await a.pb
        .collection('messages')
        .create({ chat: chat.id, sender: a.record.id, text: 'hello feed' })
      const bRead = await b.pb
        .collection('chat_reads')
        .getFirstListItem(
          b.pb.filter('chat = {:chat} && user = {:me}', { chat: chat.id, me: b.record.id }),
        )
      await b.pb.collection('chat_reads').update(bRead.id, { lastReadAt: message.created })

      const expected = [
        `chats create ${chat.id}`,
        `messages create ${message.id}`,
        `chats update ${chat.id}`,
        `chat_reads update ${bRead.id}`,
      ]
      for (const events of [aEvents, bEvents]) {
        await expect.poll(() => expected.every((line) => summary(events).includes(line))).toBe(true)
        // The chat's two reading rows come with it.
        expect(
          events.filter((e) => e.collection === 'chat_reads' && e.action === 'create'),
        ).toHaveLength(2)
      }
      const sent = bEvents.find((e) => e.collection === 'messages')
      // The record as the API shows it to a participant, and who the chat is between.
      expect(sent?.record).toEqual(await b.pb.collection('messages').getOne(message.id))
      expect(sent?.members?.slice().sort()).toEqual([a.record.id, b.record.id].sort())
      expect(await heardBeforeOwnEvent(outsider, outsiderEvents)).toEqual([])
    } finally {
      await Promise.all([a, b, outsider].map((m) => m.pb.realtime.unsubscribe()))
    }
  })

  it("a booking's two people receive its events and each their notifications; another member none", async () => {
    const client = await makeClient(server, 'Feed Client')
    const trainer = await makeTrainer(server, 'Feed Trainer')
    const outsider = await makeMember(server, 'Feed Outsider')
    const [clientEvents, trainerEvents, outsiderEvents] = await Promise.all(
      [client, trainer, outsider].map(follow),
    )
    try {
      const booking = await requestBooking(client, trainer, sgtSlot(3, 10))
      await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })

      for (const events of [clientEvents, trainerEvents]) {
        await expect
          .poll(() => summary(events).filter((line) => line.startsWith('bookings ')))
          .toEqual([`bookings create ${booking.id}`, `bookings update ${booking.id}`])
      }
      const notified = (events: MemberFeedEvent[]) =>
        events.flatMap((e) => (isFeedEventOf(e, 'notifications') ? [e.record.kind] : []))
      await expect.poll(() => notified(trainerEvents)).toEqual(['booking_requested'])
      await expect.poll(() => notified(clientEvents)).toEqual(['booking_sent', 'booking_confirmed'])
      const notice = trainerEvents.find((e) => e.collection === 'notifications')
      expect(notice?.record).toEqual(
        await trainer.pb.collection('notifications').getOne(notice?.record.id ?? ''),
      )
      expect(await heardBeforeOwnEvent(outsider, outsiderEvents)).toEqual([])
    } finally {
      await Promise.all([client, trainer, outsider].map((m) => m.pb.realtime.unsubscribe()))
    }
  })
})

describe('member feed: deletes', () => {
  it("a booking an administrator deletes reaches its two people as deletes, with its notifications'", async () => {
    const client = await makeClient(server, 'Feed Client')
    const trainer = await makeTrainer(server, 'Feed Trainer')
    const booking = await requestBooking(client, trainer, sgtSlot(4, 11))
    const notice = await trainer.pb
      .collection('notifications')
      .getFirstListItem(trainer.pb.filter('booking = {:id}', { id: booking.id }))
    // The client's "request sent" row.
    const sent = await client.pb
      .collection('notifications')
      .getFirstListItem(client.pb.filter('booking = {:id}', { id: booking.id }))
    const [clientEvents, trainerEvents] = await Promise.all([client, trainer].map(follow))
    try {
      await server.root.collection('bookings').delete(booking.id)
      await expect
        .poll(() => summary(trainerEvents).sort())
        .toEqual([`bookings delete ${booking.id}`, `notifications delete ${notice.id}`].sort())
      await expect
        .poll(() => summary(clientEvents).sort())
        .toEqual([`bookings delete ${booking.id}`, `notifications delete ${sent.id}`].sort())
    } finally {
      await Promise.all([client, trainer].map((m) => m.pb.realtime.unsubscribe()))
    }
  })
})

describe('member feed: tabs', () => {
  it("every open tab of a member receives the member's events, also one that connected again", async () => {
    const a = await makeTrainer(server, 'Feed Tabs')
    const b = await makeMember(server, 'Feed Writer')
    const secondTab = { ...a, pb: makeVisitor(server) }
    secondTab.pb.authStore.save(a.pb.authStore.token, a.pb.authStore.record)
    const firstEvents = await follow(a)
    await follow(secondTab)
    // The second tab's connection drops and comes back (a new connection, as after an outage).
    await secondTab.pb.realtime.unsubscribe()
    const secondEvents = await follow(secondTab)
    try {
      const chat = await b.pb.collection('chats').create({ user1: b.record.id, user2: a.record.id })
      const message = await b.pb
        .collection('messages')
        .create({ chat: chat.id, sender: b.record.id, text: 'to both tabs' })
      for (const events of [firstEvents, secondEvents]) {
        await expect
          .poll(() => summary(events).filter((line) => line.startsWith('messages ')))
          .toEqual([`messages create ${message.id}`])
      }
    } finally {
      await Promise.all([a.pb.realtime.unsubscribe(), secondTab.pb.realtime.unsubscribe()])
    }
  })
})

describe('member feed: who may follow a topic', () => {
  it("a member cannot follow another member's topic (raw client)", async () => {
    const me = await makeMember(server, 'Feed Me')
    const other = await makeMember(server, 'Feed Other')
    const connection = await openRawConnection()
    try {
      for (const topic of [
        `${MEMBER_TOPIC_PREFIX}${other.record.id}`,
        `${MEMBER_TOPIC_PREFIX}${other.record.id}?options=${encodeURIComponent('{"query":{}}')}`,
      ]) {
        expect(await setSubscriptions(connection.clientId, [topic], me.pb.authStore.token)).toEqual(
          {
            status: 403,
            message: 'You can only follow your own live updates.',
          },
        )
      }
      // Their own topic is fine on the same connection.
      const own = await setSubscriptions(
        connection.clientId,
        [`${MEMBER_TOPIC_PREFIX}${me.record.id}`, 'PB_CONNECT'],
        me.pb.authStore.token,
      )
      expect(own.status).toBe(204)
    } finally {
      connection.close()
    }
  })

  it('a visitor cannot follow any member topic', async () => {
    const member = await makeMember(server, 'Feed Followed')
    const connection = await openRawConnection()
    try {
      expect(
        await setSubscriptions(connection.clientId, [`${MEMBER_TOPIC_PREFIX}${member.record.id}`]),
      ).toEqual({ status: 403, message: 'Sign in to follow your live updates.' })
    } finally {
      connection.close()
    }
  })
})
