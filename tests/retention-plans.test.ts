// The retention job (pb_hooks/lib/privacy/retention.js) deletes by index: a run with a session past its
// period scans no table, nor do the chat deletes keyed by ids; and every relation into what it
// deletes (chats, bookings, series, purchases) is one it handles, so a new one fails here first.
import { describe, expect, it } from 'vitest'
import { makeBooking } from './bookings-support'
import { makeClient, makeTrainer } from './factories'
import { hookLibrary } from './support/hook-library'
import { fullScans } from './support/query-plans'
import { planServer } from './support/plan-server'

const { server, statementsOf, explain } = planServer()
/** Whole-table scans in the plan; the bound list of ids (at most a batch) is not a table. */
const tableScans = async (sql: string) =>
  fullScans(await explain(sql)).filter((scan) => !/^SCAN (json_each|p) VIRTUAL TABLE/.test(scan))
const retention = hookLibrary('pb_hooks/lib/privacy/retention.js') as {
  CHAT_PARTS: string[]
  CONTACTS_WITHOUT_REASON: string
}

// Relation fields into the rows the job deletes, and what it does with each.
const HANDLED = [
  'bookings.purchase (a purchase goes once no booking of it is left)',
  'bookings.rescheduleOf (cleared)',
  'bookings.series (a series goes once no booking of it is left)',
  'chat_reads.chat (deleted with the chat)',
  'credit_ledger.booking (deleted with the booking)',
  'credit_ledger.purchase (deleted with the purchase)',
  'message_emails.chat (deleted with the chat)',
  'messages.chat (deleted with the chat)',
  'notifications.booking (deleted with the booking)',
  'notifications.purchase (deleted with the purchase)',
  'notifications.series (deleted with the series)',
  'receipts.booking (deleted with the booking)',
  'receipts.purchase (deleted with the purchase)',
  'reports.booking (cleared; the report keeps its words)',
  'reviews.booking (a reviewed booking is kept)',
]

interface Field {
  name: string
  type: string
  collectionId?: string
}

describe('the retention job’s query plans', () => {
  it('every relation into chats, bookings, series and purchases is handled', async () => {
    const all = (await server.root.collections.getFullList()) as unknown as {
      id: string
      name: string
      type: string
      fields: Field[]
    }[]
    const targets = new Map(
      all
        .filter((c) =>
          ['chats', 'bookings', 'booking_series', 'package_purchases'].includes(c.name),
        )
        .map((c) => [c.id, c.name]),
    )
    const relations = all
      .filter((c) => c.type === 'base')
      .flatMap((c) =>
        c.fields
          .filter((f) => f.type === 'relation' && targets.has(f.collectionId ?? ''))
          .map((f) => `${c.name}.${f.name}`),
      )
    expect(relations.sort()).toEqual(HANDLED.map((line) => line.split(' ')[0]).sort())
    const chatParts = relations.filter((r) => r.endsWith('.chat')).map((r) => r.split('.')[0])
    expect(chatParts.sort()).toEqual([...retention.CHAT_PARTS].sort())
  })

  it('a run that deletes a session past its period scans no table', async () => {
    const client = await makeClient(server, 'Plan Old Client')
    const trainer = await makeTrainer(server, 'Plan Old Coach')
    const longAgo = new Date(Date.now() - 6 * 366 * 86400_000)
    longAgo.setUTCHours(2, 0, 0, 0)
    const old = await makeBooking(server.root, client, trainer, longAgo.toISOString(), 'confirmed')
    const statements = await statementsOf(async () => {
      await server.root.send('/api/crons/gymbuddy_retention', { method: 'POST' })
      // The session's delete is the run's last step.
      await expect
        .poll(
          async () =>
            (
              await server.root.collection('bookings').getList(1, 1, {
                filter: server.root.filter('id = {:id}', { id: old.id }),
              })
            ).totalItems,
        )
        .toBe(0)
    })
    const swept = statements.filter((sql) =>
      /(DELETE FROM|UPDATE) (notifications|credit_ledger|bookings|booking_series|package_purchases|member_contacts|profile_reads)|FROM chats|FROM bookings AS b/.test(
        sql,
      ),
    )
    expect(swept.length).toBeGreaterThan(8)
    for (const sql of swept) expect(await tableScans(sql), sql).toEqual([])
  })

  it('deleting quiet chats (by ids) and the contacts they made scans no table', async () => {
    const ids = `'["aaaaaaaaaaaaaaa","bbbbbbbbbbbbbbb"]'`
    const statements = [
      ...retention.CHAT_PARTS.map(
        (table) => `DELETE FROM ${table} WHERE chat IN (SELECT value FROM json_each(${ids}))`,
      ),
      `DELETE FROM chats WHERE id IN (SELECT value FROM json_each(${ids}))`,
      retention.CONTACTS_WITHOUT_REASON.replace(
        '{:pairs}',
        `'[["aaaaaaaaaaaaaaa","bbbbbbbbbbbbbbb"]]'`,
      ),
    ]
    for (const sql of statements) expect(await tableScans(sql), sql).toEqual([])
  })
})
