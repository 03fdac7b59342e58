// The credit check reads one purchase's ledger rows through its index (migration 1900002400):
// confirming a booking paid with a package, and the credits route, scan no table.
import { describe, expect, it } from 'vitest'
import { request } from './bookings-support'
import { makeClient, sgtSlot } from './factories'
import { activePurchase, makePayNowTrainer } from './payments-support'
import { fullScans } from './support/query-plans'
import { planServer } from './support/plan-server'

const { server, statementsOf, explain } = planServer()

describe('credit check query plans', () => {
  it('confirming with a credit sums the ledger by purchase through its index and scans no table', async () => {
    const client = await makeClient(server, 'Plan Client')
    const trainer = await makePayNowTrainer(server)
    const purchase = await activePurchase(client, trainer)
    const booking = await request(client, trainer, sgtSlot(2, 10), { purchase: purchase.id })
    const statements = await statementsOf(() =>
      trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' }),
    )
    const balance = statements.filter((sql) => sql.includes('SUM(delta)'))
    expect(balance.length).toBeGreaterThan(0)
    const plan = (await explain(balance[0]!)).map((row) => row.detail)
    expect(plan).toContainEqual(
      expect.stringMatching(
        /^SEARCH credit_ledger USING COVERING INDEX idx_credit_ledger_purchase \(purchase=\?\)$/,
      ),
    )
    // The payment hooks' own statements (the confirm's other work has its own plan tests).
    const credits = statements.filter((sql) => /credit_ledger|package_purchases/.test(sql))
    for (const sql of credits) expect(fullScans(await explain(sql)), sql).toEqual([])
  })

  it('the credits route reads the member’s purchases and balances without a scan', async () => {
    const client = await makeClient(server, 'Plan Buyer')
    const trainer = await makePayNowTrainer(server)
    await activePurchase(client, trainer)
    const statements = await statementsOf(() => client.pb.send('/api/gymbuddy/credits', {}))
    expect(statements.some((sql) => sql.includes('package_purchases'))).toBe(true)
    for (const sql of statements) expect(fullScans(await explain(sql)), sql).toEqual([])
  })
})
