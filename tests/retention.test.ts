// The retention job (pb_hooks/account_data.pb.js, lib/privacy/retention.js) against its periods in
// pb_hooks/lib/privacy/retention.json: for each, a row just inside the period stays and one just past it
// goes, with what hangs on it; a quiet chat's members are told once, 30 days before it goes.
import { describe, expect, it } from 'vitest'
import RULES from '../pb_hooks/lib/privacy/retention.json' with { type: 'json' }
import type { ChatRecord } from '@/lib/types'
import { makeBooking, request, requestSeries } from './bookings-support'
import type { Member } from './factories'
import { makeClient, makeTrainer, sgtSlot } from './factories'
import { activePurchase } from './payments-support'
import { hooksWithTestRoutes, RETENTION_ROUTE, SQL_ROUTE } from './support/test-hooks'
import { testServer } from './support/test-server'

// Test-only: a superuser ages rows (created and day cannot be written through the API) and runs
// the sweep in the request, to read its counts.
const hooks = hooksWithTestRoutes(SQL_ROUTE + RETENTION_ROUTE)
const server = testServer({ hooksDir: hooks })

const DAY_MS = 86400_000
const store = (sql: string, params: Record<string, unknown>) =>
  server.root.send('/api/test/sql', { method: 'POST', body: { sql, params } })
const sweep = () =>
  server.root.send<Record<string, number>>('/api/test/retention', { method: 'POST' })
const asStored = (date: Date) => date.toISOString().replace('T', ' ')
const daysAgo = (days: number) => asStored(new Date(Date.now() - days * DAY_MS))
/** `months` months ago, shifted by `days` days (negative: later, just inside the period). */
function monthsAgo(months: number, days = 0) {
  const date = new Date(Date.now() - days * DAY_MS)
  date.setUTCMonth(date.getUTCMonth() - months)
  return asStored(date)
}
const sgtDayDaysAgo = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 - days * DAY_MS).toISOString().slice(0, 10)
const sessionMonths = RULES.sessionRecordsYears * 12

async function exists(collection: string, id: string) {
  const rows = await server.root
    .collection(collection)
    .getFullList({ filter: server.root.filter('id = {:id}', { id }) })
  return rows.length === 1
}
const contactsOf = async (owner: Member) =>
  (
    await server.root
      .collection('member_contacts')
      .getFullList({ filter: server.root.filter('owner = {:o}', { o: owner.record.id }) })
  ).map((row) => row.party as string)

describe('the retention job', () => {
  it('deletes read notifications past 180 days, unread ones past 12 months and profile reads past 12 months', async () => {
    const client = await makeClient(server, 'Retained Client')
    const trainers = await Promise.all(
      ['Old Read', 'Old Unread', 'Recent Read', 'Recent Unread'].map((name) =>
        makeTrainer(server, name),
      ),
    )
    for (const [k, trainer] of trainers.entries()) {
      await request(client, trainer, sgtSlot(2 + k, 10))
      await trainer.pb.collection('client_profiles').getOne(client.profile.id)
    }
    const notificationOf = async (trainerId: string) =>
      (
        await server.root
          .collection('notifications')
          .getFullList({ filter: `user = "${trainerId}"` })
      )[0]!
    const [oldRead, oldUnread, recentRead, recentUnread] = await Promise.all(
      trainers.map((trainer) => notificationOf(trainer.record.id)),
    )
    const age = 'UPDATE notifications SET created = {:created}, readAt = {:readAt} WHERE id = {:id}'
    const readDays = RULES.readNotificationsDays
    await store(age, { id: oldRead!.id, created: daysAgo(readDays + 1), readAt: daysAgo(170) })
    await store(age, { id: recentRead!.id, created: daysAgo(readDays - 1), readAt: daysAgo(1) })
    const unreadMonths = RULES.unreadNotificationsMonths
    await store(age, { id: oldUnread!.id, created: monthsAgo(unreadMonths, 1), readAt: '' })
    await store(age, { id: recentUnread!.id, created: monthsAgo(unreadMonths, -1), readAt: '' })
    const reads = await server.root.collection('profile_reads').getFullList({ sort: 'readerName' })
    expect(reads).toHaveLength(4)
    const day = 'UPDATE profile_reads SET day = {:day} WHERE id = {:id}'
    await store(day, { id: reads[0]!.id, day: sgtDayDaysAgo(370) }) // Old Read
    await store(day, { id: reads[1]!.id, day: sgtDayDaysAgo(360) }) // Old Unread

    // Through PocketBase's own cron endpoint, as the scheduler runs it.
    await server.root.send('/api/crons/gymbuddy_retention', { method: 'POST' })
    await expect
      .poll(async () => (await server.root.collection('profile_reads').getFullList()).length)
      .toBe(3)
    const left = await server.root
      .collection('notifications')
      .getFullList({ filter: trainers.map((t) => `user = "${t.record.id}"`).join(' || ') })
    expect(left.map((row) => row.id).sort()).toEqual([recentRead!.id, recentUnread!.id].sort())
    expect(
      (await client.pb.collection('profile_reads').getFullList()).map((r) => r.readerName).sort(),
    ).toEqual(['Old Unread', 'Recent Read', 'Recent Unread'])
  })

  it('tells both members of a quiet chat once, 30 days before, then deletes it with its messages', async () => {
    const chatOf = async (name: string) => {
      const [a, b] = await Promise.all([
        makeClient(server, `${name} A`),
        makeClient(server, `${name} B`),
      ])
      const chat = await server.root
        .collection('chats')
        .create<ChatRecord>({ user1: a.record.id, user2: b.record.id })
      await a.pb.collection('messages').create({ chat: chat.id, sender: a.record.id, text: 'Hi' })
      await b.pb.collection('messages').create({ chat: chat.id, sender: b.record.id, text: 'Yo' })
      return { a, b, chat }
    }
    const quiet = (id: string, last: string, warned: string) =>
      store(
        'UPDATE chats SET lastMessageAt = {:last}, created = {:last}, expiryWarnedAt = {:warned} WHERE id = {:id}',
        { id, last, warned },
      )
    const months = RULES.quietChatMonths
    const warnDays = RULES.chatWarningDays
    const gone = await chatOf('Gone')
    await quiet(gone.chat.id, monthsAgo(months, 1), daysAgo(warnDays + 1))
    const inside = await chatOf('Inside')
    await quiet(inside.chat.id, monthsAgo(months, -1), daysAgo(warnDays + 1))
    const toldLate = await chatOf('Told Late')
    await quiet(toldLate.chat.id, monthsAgo(months, 1), daysAgo(warnDays - 1))
    const warned = await chatOf('Warned')
    await quiet(warned.chat.id, monthsAgo(months, -(warnDays - 1)), '')
    const unwarned = await chatOf('Not Yet')
    await quiet(unwarned.chat.id, monthsAgo(months, -(warnDays + 1)), '')
    expect(await contactsOf(gone.a)).toEqual([gone.b.record.id])

    const first = await sweep()
    const second = await sweep()
    expect(first).toMatchObject({ chats: 1, messages: 2 })
    expect(second).toMatchObject({ chats: 0, chatWarnings: 0 })
    expect(await exists('chats', gone.chat.id)).toBe(false)
    const messages = await server.root
      .collection('messages')
      .getFullList({ filter: server.root.filter('chat = {:c}', { c: gone.chat.id }) })
    expect(messages).toEqual([])
    expect(await contactsOf(gone.a)).toEqual([])
    for (const kept of [inside, toldLate, warned, unwarned])
      expect(await exists('chats', kept.chat.id)).toBe(true)

    const notices = await server.root.collection('notifications').getFullList({
      filter: "kind = 'chat_expiring'",
    })
    expect(notices.map((row) => `${row.user as string}<-${row.actor as string}`).sort()).toEqual(
      [
        `${warned.a.record.id}<-${warned.b.record.id}`,
        `${warned.b.record.id}<-${warned.a.record.id}`,
      ].sort(),
    )
    // Both members see it in the bell.
    const bell = await warned.a.pb.collection('notifications').getFullList()
    expect(bell.map((row) => [row.kind, row.actorName])).toContainEqual([
      'chat_expiring',
      'Warned B',
    ])
  })

  it('deletes a session 5 years on with its notifications, ledger, series and purchase; keeps one just inside and a reviewed one', async () => {
    const oldClient = await makeClient(server, 'Old Client')
    const oldTrainer = await makeTrainer(server, 'Old Coach')
    const purchase = await activePurchase(oldClient, oldTrainer)
    const old = await makeBooking(server.root, oldClient, oldTrainer, sgtSlot(20, 10), 'confirmed')
    await server.root.collection('credit_ledger').create({
      purchase: purchase.id,
      booking: old.id,
      delta: -1,
      reason: 'session',
    })
    await server.root.collection('bookings').update(old.id, { purchase: purchase.id })
    const series = await requestSeries(oldClient, oldTrainer, sgtSlot(30, 11), 2)
    const past = monthsAgo(sessionMonths, 1)
    const seriesBookings = await server.root
      .collection('bookings')
      .getFullList({ filter: server.root.filter('series = {:s}', { s: series.id }) })
    for (const [k, booking] of [old, ...seriesBookings].entries()) {
      await store('UPDATE bookings SET datetime = {:at} WHERE id = {:id}', {
        at: monthsAgo(sessionMonths, 1 + 7 * k),
        id: booking.id,
      })
    }
    await store('UPDATE package_purchases SET created = {:at} WHERE id = {:id}', {
      at: past,
      id: purchase.id,
    })

    const keptClient = await makeClient(server, 'Kept Client')
    const keptTrainer = await makeTrainer(server, 'Kept Coach')
    const kept = await makeBooking(
      server.root,
      keptClient,
      keptTrainer,
      sgtSlot(21, 10),
      'confirmed',
    )
    await store('UPDATE bookings SET datetime = {:at} WHERE id = {:id}', {
      at: monthsAgo(sessionMonths, -1),
      id: kept.id,
    })
    const reviewedClient = await makeClient(server, 'Reviewer')
    const reviewed = await makeBooking(
      server.root,
      reviewedClient,
      keptTrainer,
      sgtSlot(22, 10),
      'confirmed',
    )
    await store('UPDATE bookings SET datetime = {:at} WHERE id = {:id}', {
      at: past,
      id: reviewed.id,
    })
    await server.root.collection('reviews').create({
      booking: reviewed.id,
      trainer: keptTrainer.record.id,
      author: reviewedClient.record.id,
      rating: 5,
    })
    expect(await contactsOf(oldClient)).toEqual([oldTrainer.record.id])
    // A report about the old session (written as the app would have, years ago).
    const reportId = `rep${Date.now().toString(36)}`.slice(0, 15).padEnd(15, '0')
    await store(
      "INSERT INTO reports (id, reporter, target, kind, booking, text, status) VALUES ({:id}, {:reporter}, {:target}, 'other', {:booking}, 'Came late every week', 'dismissed')",
      {
        id: reportId,
        reporter: oldClient.record.id,
        target: oldTrainer.record.id,
        booking: old.id,
      },
    )

    const counts = await sweep()
    expect(counts).toMatchObject({ bookings: 3, series: 1, purchases: 1 })
    expect(counts.ledger).toBeGreaterThanOrEqual(2)
    expect(await exists('bookings', old.id)).toBe(false)
    expect(await exists('booking_series', series.id)).toBe(false)
    expect(await exists('package_purchases', purchase.id)).toBe(false)
    for (const collection of ['credit_ledger', 'notifications']) {
      const left = await server.root.collection(collection).getFullList({
        filter: server.root.filter('booking = {:b} || purchase = {:p}', {
          b: old.id,
          p: purchase.id,
        }),
      })
      expect(left, collection).toEqual([])
    }
    expect(await contactsOf(oldClient)).toEqual([])
    expect(await contactsOf(oldTrainer)).toEqual([])
    // The report stays with its words; its link to the deleted session is cleared.
    expect(await server.root.collection('reports').getOne(reportId)).toMatchObject({
      booking: '',
      text: 'Came late every week',
    })
    expect(await exists('bookings', kept.id)).toBe(true)
    expect(await exists('bookings', reviewed.id)).toBe(true)
    expect(await contactsOf(keptClient)).toEqual([keptTrainer.record.id])
  })
})
