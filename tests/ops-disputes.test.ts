// Settling a disputed "Did the session happen?" (docs/trust-and-safety.md), as raw clients see it:
// the desk lists the open disputes oldest first with both answers side by side; an operator's
// outcome, with a note, becomes final; both parties are told; the members' records count the
// settled outcome; nobody answers again; the decision is one row of the operators' log.
import { describe, expect, it } from 'vitest'
import type { OperatorActionsRecord } from '@/lib/pocketbase-types'
import type { BookingRecord, MemberReliability, NotificationRecord } from '@/lib/types'
import { makeBooking } from './bookings-support'
import { expectRefused, makeClient, makeOperator, makeTrainer, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer()
const HOUR = 3600_000

interface Dispute {
  id: string
  datetime: string
  venue: string
  client: { id: string; name: string }
  trainer: { id: string; name: string }
  answers: { client: string; trainer: string }
  answeredFirst: 'client' | 'trainer'
}

/** A whole UTC hour `hours` from now (negative: in the past). */
function atHour(hours: number): string {
  return new Date(Math.floor((Date.now() + hours * HOUR) / HOUR) * HOUR).toISOString()
}

function answer(member: Member, id: string, outcome: string) {
  return member.pb.collection('bookings').update<BookingRecord>(id, { outcome })
}

/** A session `hoursAgo` ago: the trainer says the client did not come, the client says they did. */
async function disputed(hoursAgo = 3) {
  const client = await makeClient(server, 'Disputing Client')
  const trainer = await makeTrainer(server, 'Disputing Coach')
  const session = await makeBooking(server.root, client, trainer, atHour(-hoursAgo), 'confirmed')
  await answer(trainer, session.id, 'client_no_show')
  await answer(client, session.id, 'attended')
  return { client, trainer, session }
}

function settle(operator: Member, id: string, body: object) {
  return operator.pb.send(`/api/gymbuddy/ops/disputes/${id}`, { method: 'POST', body })
}

async function openDisputes(operator: Member): Promise<Dispute[]> {
  return (await operator.pb.send<{ items: Dispute[] }>('/api/gymbuddy/ops/disputes', {})).items
}

async function recordOf(member: Member) {
  return member.pb.send<MemberReliability>(`/api/gymbuddy/reliability/${member.record.id}`, {})
}

describe('the desk’s disputes', () => {
  it('lists open disputes oldest first, both answers side by side', async () => {
    const operator = await makeOperator(server)
    const older = await disputed(20)
    const newer = await disputed(4)
    const mine = (await openDisputes(operator)).filter((d) =>
      [older.session.id, newer.session.id].includes(d.id),
    )
    expect(mine.map((d) => d.id)).toEqual([older.session.id, newer.session.id])
    expect(mine[0]).toMatchObject({
      client: { id: older.client.record.id, name: 'Disputing Client' },
      trainer: { id: older.trainer.record.id, name: 'Disputing Coach' },
      answers: { client: 'attended', trainer: 'client_no_show' },
      answeredFirst: 'trainer',
    })
    const summary = await operator.pb.send<{ openDisputes: number }>(
      '/api/gymbuddy/ops/summary',
      {},
    )
    expect(summary.openDisputes).toBeGreaterThanOrEqual(2)
  })
})

describe('settling a dispute', () => {
  it('needs an outcome of the three and a note, on a session that is disputed', async () => {
    const operator = await makeOperator(server)
    const { session, client, trainer } = await disputed()
    await expectRefused(settle(operator, session.id, { outcome: 'maybe', note: 'x' }), {
      status: 400,
      field: 'outcome',
      code: 'validation_outcome_not_allowed',
    })
    await expectRefused(settle(operator, session.id, { outcome: 'attended', note: ' ' }), {
      status: 400,
      field: 'note',
      code: 'validation_required',
    })
    const agreed = await makeBooking(server.root, client, trainer, atHour(-5), 'confirmed')
    await answer(trainer, agreed.id, 'attended')
    await expectRefused(settle(operator, agreed.id, { outcome: 'attended', note: 'Checked' }), {
      status: 400,
      field: 'outcome',
      code: 'validation_not_disputed',
    })
  })

  it('makes the outcome final, tells both parties, logs it, and nobody answers again', async () => {
    const operator = await makeOperator(server)
    const { session, client, trainer } = await disputed()
    await settle(operator, session.id, { outcome: 'attended', note: 'Gym check-in log shows both' })

    const settled = await client.pb.collection('bookings').getOne<BookingRecord>(session.id)
    expect(settled).toMatchObject({
      outcome: 'attended',
      outcomeDisputed: false,
      outcomeSettledBy: operator.record.id,
    })
    expect(settled.outcomeSettledAt).not.toBe('')
    expect((await openDisputes(operator)).map((d) => d.id)).not.toContain(session.id)

    for (const party of [client, trainer]) {
      const told = await server.root.collection('notifications').getFullList<NotificationRecord>({
        filter: server.root.filter('user = {:u} && kind = "outcome_settled"', {
          u: party.record.id,
        }),
      })
      expect(told.map((n) => n.booking)).toEqual([session.id])
    }
    const log = await server.root
      .collection('operator_actions')
      .getFullList<OperatorActionsRecord>({
        filter: server.root.filter('record = {:r}', { r: session.id }),
      })
    // The trainer's answer was overruled.
    expect(log).toMatchObject([
      {
        operator: operator.record.id,
        action: 'settle_dispute',
        target: trainer.record.id,
        reason: 'Gym check-in log shows both',
      },
    ])
    await expectRefused(answer(client, session.id, 'trainer_no_show'), {
      status: 400,
      field: 'outcome',
      code: 'validation_outcome_settled',
    })
    await expectRefused(answer(trainer, session.id, 'attended'), {
      status: 400,
      field: 'outcome',
      code: 'validation_outcome_settled',
    })
    await expectRefused(
      settle(operator, session.id, { outcome: 'client_no_show', note: 'again' }),
      {
        status: 400,
        field: 'outcome',
        code: 'validation_not_disputed',
      },
    )
  })

  it('the members’ records count the settled outcome, not the first answer', async () => {
    const operator = await makeOperator(server)
    const { session, client, trainer } = await disputed()
    // Before: the trainer answered first, so the client's record shows a no-show and a dispute.
    expect(await recordOf(client)).toMatchObject({ sessions: 1, noShows: 1, disputed: 1 })
    await settle(operator, session.id, { outcome: 'attended', note: 'Both checked in' })
    expect(await recordOf(client)).toMatchObject({
      sessions: 1,
      attended: 1,
      noShows: 0,
      disputed: 0,
    })
    expect(await recordOf(trainer)).toMatchObject({ sessions: 1, attended: 1, disputed: 0 })
  })
})
