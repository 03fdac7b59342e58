// Crash safety: bursts of bookings, booking answers and messages against a real
// server that is killed with SIGKILL mid-burst, then restarted on the same data. Every write the
// server acknowledged must be there, exactly; nothing may be half-written (a message its chat does
// not list, a chat listing a message that does not exist, a booking without its people).
// Run alone with `npm run test:crash`; prints the figures.
import { ClientResponseError } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BookingRecord, ChatRecord, MessageRecord } from '@/lib/types'
import { makeClient, makeTrainer, type Member } from './factories'
import { testServer } from './support/test-server'

const ROUNDS = 3
const CLIENTS = 4

interface Acknowledged {
  messages: Map<string, Pick<MessageRecord, 'text' | 'sender' | 'chat'>>
  bookings: Map<string, Pick<BookingRecord, 'booker' | 'gymBuddy' | 'datetime' | 'status'>>
}

interface RoundFigures {
  round: number
  acknowledged: number
  inFlightAtKill: number
  refused: string[]
}

// Restarts keep the data dir and the port, so every client made before follows the server.
const server = testServer()
let trainer: Member
let clients: Member[]
let chats: ChatRecord[]
const acknowledged: Acknowledged = { messages: new Map(), bookings: new Map() }
/** Answers sent but never acknowledged (in flight at a kill): stored or not, both are right. */
const unacknowledgedAnswers = new Map<string, BookingRecord['status']>()
const figures: RoundFigures[] = []

/** Slots each (round, client) may use: all of them fit in the 90-day booking horizon. */
const SLOTS_PER_WRITER = 90

/** A slot of its own for each (round, client, n): future whole hours 09:00-21:00 SGT. */
function slotFor(round: number, client: number, n: number): string {
  const k = (round * CLIENTS + client) * SLOTS_PER_WRITER + (n % SLOTS_PER_WRITER)
  const day = 2 + Math.floor(k / 13)
  const hour = 9 + (k % 13)
  const nowSgt = new Date(Date.now() + 8 * 3600_000)
  const start = Date.UTC(nowSgt.getUTCFullYear(), nowSgt.getUTCMonth(), nowSgt.getUTCDate() + day)
  return new Date(start + (hour - 8) * 3600_000).toISOString()
}

const isConnectionLoss = (error: unknown) =>
  error instanceof ClientResponseError && error.status === 0

/** Runs the writers until the server dies; returns how many requests were open at the kill. */
async function burstAndKill(round: number, killAfter: number): Promise<RoundFigures> {
  let alive = true
  let inFlight = 0
  let acks = 0
  // The kill comes at the killAfter-th acknowledgement (or when the server is gone already).
  let timeToKill = () => {}
  const killTime = new Promise<void>((resolve) => (timeToKill = resolve))
  const refused: string[] = []
  const result: RoundFigures = { round, acknowledged: 0, inFlightAtKill: 0, refused }

  async function write<T>(label: string, request: () => Promise<T>): Promise<T | undefined> {
    inFlight += 1
    try {
      const record = await request()
      acks += 1
      if (acks >= killAfter) timeToKill()
      return record
    } catch (error) {
      if (isConnectionLoss(error)) {
        alive = false
        timeToKill()
      } else refused.push(`${label}: ${error instanceof Error ? error.message : String(error)}`)
      return undefined
    } finally {
      inFlight -= 1
    }
  }

  const messageWriter = async (from: Member, chat: ChatRecord, tag: string) => {
    for (let n = 0; alive; n += 1) {
      const text = `r${round} ${tag} #${n}`
      const body = { text, sender: from.record.id, chat: chat.id }
      const sent = await write(`message ${text}`, () => from.pb.collection('messages').create(body))
      if (sent) acknowledged.messages.set(sent.id, body)
    }
  }
  const bookingWriter = async (client: Member, index: number) => {
    for (let n = 0; alive; n += 1) {
      const body = {
        gymBuddy: trainer.record.id,
        booker: client.record.id,
        datetime: slotFor(round, index, n),
        status: 'requested' as const,
      }
      const booked = await write(`booking ${body.datetime}`, () =>
        client.pb.collection('bookings').create(body),
      )
      if (!booked) continue
      acknowledged.bookings.set(booked.id, body)
      // The trainer answers every request (updates must survive as well as creates), so the
      // client stays under the 3 open requests per trainer.
      const status = n % 2 === 0 ? 'confirmed' : 'declined'
      unacknowledgedAnswers.set(booked.id, status)
      const answered = await write(`answer ${booked.id}`, () =>
        trainer.pb.collection('bookings').update(booked.id, { status }),
      )
      if (answered) {
        unacknowledgedAnswers.delete(booked.id)
        acknowledged.bookings.set(booked.id, { ...body, status })
      }
    }
  }
  const killer = async () => {
    await killTime
    result.inFlightAtKill = inFlight
    await server.stop('SIGKILL')
  }

  await Promise.all([
    killer(),
    ...clients.map((client, i) => messageWriter(client, chats[i]!, `client${i}`)),
    ...clients.map((_client, i) => messageWriter(trainer, chats[i]!, `trainer-to-${i}`)),
    ...clients.map((client, i) => bookingWriter(client, i)),
  ])
  result.acknowledged = acks
  return result
}

beforeAll(async () => {
  trainer = await makeTrainer(server, 'Crash Trainer')
  clients = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) => makeClient(server, `Crash Client ${i}`)),
  )
  chats = await Promise.all(
    clients.map((client) =>
      client.pb.collection('chats').create({ user1: client.record.id, user2: trainer.record.id }),
    ),
  )
}, 60_000)

describe('crash safety', () => {
  it('every acknowledged write survives SIGKILL mid-burst, and nothing is half-written', async () => {
    let found = { messages: 0, bookings: 0, answers: 0 }
    const problems: string[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      figures.push(await burstAndKill(round, 150 + round * 100))
      await server.start()
      const superuser = server.root

      const messages = await superuser.collection('messages').getFullList({ sort: 'created' })
      const bookings = await superuser.collection('bookings').getFullList()
      const allChats = await superuser.collection('chats').getFullList()
      const userIds = new Set((await superuser.collection('users').getFullList()).map((u) => u.id))
      const messageById = new Map(messages.map((message) => [message.id, message]))
      const bookingById = new Map(bookings.map((booking) => [booking.id, booking]))

      // 1. Every acknowledged write is there, exactly as acknowledged.
      for (const [id, expected] of acknowledged.messages) {
        const stored = messageById.get(id)
        if (!stored) problems.push(`acknowledged message ${id} (${expected.text}) is missing`)
        else if (stored.text !== expected.text || stored.chat !== expected.chat)
          problems.push(`message ${id} differs from what was acknowledged`)
      }
      for (const [id, expected] of acknowledged.bookings) {
        const stored = bookingById.get(id)
        if (!stored) problems.push(`acknowledged booking ${id} is missing`)
        else if (
          stored.booker !== expected.booker ||
          stored.gymBuddy !== expected.gymBuddy ||
          (stored.status !== expected.status && stored.status !== unacknowledgedAnswers.get(id)) ||
          Date.parse(stored.datetime.replace(' ', 'T')) !== Date.parse(expected.datetime)
        )
          problems.push(`booking ${id} differs from what was acknowledged`)
      }
      const answers = [...acknowledged.bookings].filter(([, b]) => b.status !== 'requested')
      found = {
        messages: [...acknowledged.messages.keys()].filter((id) => messageById.has(id)).length,
        bookings: [...acknowledged.bookings.keys()].filter((id) => bookingById.has(id)).length,
        answers: answers.filter(([id, b]) => bookingById.get(id)?.status === b.status).length,
      }

      // 2. Nothing half-written, acknowledged or not.
      const chatById = new Map(allChats.map((chat) => [chat.id, chat]))
      for (const message of messages) {
        if (!chatById.has(message.chat)) problems.push(`message ${message.id} has no chat`)
        if (!userIds.has(message.sender)) problems.push(`message ${message.id} has no sender`)
      }
      for (const chat of allChats) {
        const own = messages.filter((message) => message.chat === chat.id)
        const last = own[own.length - 1]
        if (last && chat.lastMessageAt !== last.created)
          problems.push(`chat ${chat.id} lastMessageAt is not its newest message's time`)
        if (last && !own.some((m) => m.created === last.created && m.text === chat.lastMessageText))
          problems.push(`chat ${chat.id} lastMessageText is not its newest message`)
      }
      for (const booking of bookings) {
        if (!userIds.has(booking.booker) || !userIds.has(booking.gymBuddy))
          problems.push(`booking ${booking.id} lacks its booker or trainer`)
        if (!['requested', 'confirmed', 'declined'].includes(booking.status))
          problems.push(`booking ${booking.id} has status "${booking.status}"`)
      }
    }

    const acknowledgedWrites = figures.reduce((sum, round) => sum + round.acknowledged, 0)
    const answered = [...acknowledged.bookings.values()].filter((b) => b.status !== 'requested')
    const expected = {
      messages: acknowledged.messages.size,
      bookings: acknowledged.bookings.size,
      answers: answered.length,
    }
    console.log(
      [
        `crash test: ${ROUNDS} SIGKILLs mid-burst; ${acknowledgedWrites} writes acknowledged`,
        ...figures.map(
          (f) =>
            `  round ${f.round + 1}: ${f.acknowledged} acknowledged, ${f.inFlightAtKill} requests in flight at the kill`,
        ),
        `  found after the last restart: messages ${found.messages}/${expected.messages},` +
          ` bookings ${found.bookings}/${expected.bookings}, answers ${found.answers}/${expected.answers}` +
          ` = ${found.messages + found.bookings + found.answers}/${acknowledgedWrites} writes`,
      ].join('\n'),
    )
    expect(figures.flatMap((f) => f.refused)).toEqual([])
    expect(figures.every((f) => f.inFlightAtKill > 0)).toBe(true)
    expect(problems).toEqual([])
    expect(found).toEqual(expected)
    expect(expected.messages + expected.bookings + expected.answers).toBe(acknowledgedWrites)
  }, 120_000)
})
