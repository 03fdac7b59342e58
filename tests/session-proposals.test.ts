// A trainer proposes a new time for one confirmed session (docs/bookings.md, "A trainer proposes
// a new time"); the client accepts it (the session moves) or declines it (the session stands);
// each step tells the other side; the trainer never confirms their own proposal. Raw API clients.
import { describe, expect, it } from 'vitest'
import { expectRefused, makeClient, makeTrainer, sgtSlot, stored, type Member } from './factories'
import { request } from './bookings-support'
import { testServer } from './support/test-server'

const server = testServer()

async function confirmedSession(at = sgtSlot(3, 10)) {
  const client = await makeClient(server, 'Proposal Client')
  const trainer = await makeTrainer(server, 'Proposal Trainer')
  const booking = await request(client, trainer, at)
  await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
  return { client, trainer, booking }
}

function propose(trainer: Member, bookingId: string, datetime: string) {
  return trainer.pb.send<{ id: string }>(`/api/gymbuddy/bookings/${bookingId}/propose`, {
    method: 'POST',
    body: { datetime },
  })
}

function answer(client: Member, bookingId: string, accept: boolean) {
  return client.pb.send(`/api/gymbuddy/bookings/${bookingId}/proposal`, {
    method: 'POST',
    body: { accept },
  })
}

async function kinds(member: Member) {
  return (await member.pb.collection('notifications').getFullList({ sort: 'created' })).map(
    (n) => n.kind,
  )
}

async function statusAt(member: Member, datetime: string) {
  const rows = await member.pb.collection('bookings').getFullList({
    filter: member.pb.filter('datetime = {:d}', { d: stored(datetime) }),
  })
  return rows.map((b) => b.status)
}

describe('a trainer proposes a new time for one session', () => {
  it('the client accepts: the session moves, the old time is cancelled; the trainer is told', async () => {
    const { client, trainer, booking } = await confirmedSession(sgtSlot(3, 10))
    const proposal = await propose(trainer, booking.id, sgtSlot(4, 11))
    expect(await statusAt(client, sgtSlot(3, 10))).toEqual(['confirmed'])
    expect(await statusAt(client, sgtSlot(4, 11))).toEqual(['requested'])
    expect(await kinds(client)).toContain('session_proposed')
    // The trainer cannot answer their own proposal.
    await expectRefused(
      trainer.pb.collection('bookings').update(proposal.id, { status: 'confirmed' }),
      { status: 400, field: 'status', code: 'validation_booking_not_allowed' },
    )
    await answer(client, proposal.id, true)
    expect(await statusAt(client, sgtSlot(4, 11))).toEqual(['confirmed'])
    expect(await statusAt(client, sgtSlot(3, 10))).toEqual(['cancelled'])
    expect(await kinds(trainer)).toContain('session_proposal_accepted')
    expect(await kinds(client)).not.toContain('booking_cancelled')
  })

  it('the client declines: nothing changes but the proposal; the trainer is told', async () => {
    const { client, trainer, booking } = await confirmedSession(sgtSlot(3, 12))
    const proposal = await propose(trainer, booking.id, sgtSlot(3, 14))
    await answer(client, proposal.id, false)
    expect(await statusAt(client, sgtSlot(3, 12))).toEqual(['confirmed'])
    expect(await statusAt(client, sgtSlot(3, 14))).toEqual(['declined'])
    expect(await kinds(trainer)).toContain('session_proposal_declined')
    await expectRefused(answer(client, proposal.id, true), {
      status: 400,
      field: 'status',
      code: 'validation_booking_answered',
    })
  })

  it('the new time is checked as the client’s own move: a clash with another session is refused', async () => {
    const { client, trainer, booking } = await confirmedSession(sgtSlot(5, 10))
    const other = await request(client, trainer, sgtSlot(5, 15))
    await trainer.pb.collection('bookings').update(other.id, { status: 'confirmed' })
    await expectRefused(propose(trainer, booking.id, sgtSlot(5, 15)), {
      status: 400,
      field: 'datetime',
      code: 'validation_slot_taken',
    })
    expect(await kinds(client)).not.toContain('session_proposed')
  })

  it('only the session’s trainer proposes, only its client answers', async () => {
    const { client, trainer, booking } = await confirmedSession(sgtSlot(6, 10))
    await expectRefused(propose(client, booking.id, sgtSlot(6, 11)), { status: 404 })
    const proposal = await propose(trainer, booking.id, sgtSlot(6, 11))
    await expectRefused(answer(trainer, proposal.id, true), { status: 404 })
    const stranger = await makeClient(server, 'Stranger')
    await expectRefused(answer(stranger, proposal.id, true), { status: 404 })
    // A member cannot mark their own request as a trainer's proposal.
    const own = await request(client, trainer, sgtSlot(6, 12), { proposed: true } as never)
    expect(own.proposed).toBe(false)
  })

  it('waits in the trainer’s Upcoming, not in their Needs answer nor their requests waiting', async () => {
    const { trainer, booking } = await confirmedSession(sgtSlot(7, 10))
    const proposal = await propose(trainer, booking.id, sgtSlot(7, 12))
    const query = new URLSearchParams({
      side: 'gymBuddy',
      needsAnswer: '10',
      upcoming: '10',
      past: '1',
      closed: '1',
    })
    const groups = await trainer.pb.send<{
      pages: Record<string, { items: { id: string }[]; total: number }>
    }>(`/api/gymbuddy/bookings?${query}`, {})
    expect(groups.pages.needsAnswer!.items.map((b) => b.id)).not.toContain(proposal.id)
    expect(groups.pages.needsAnswer!.total).toBe(0)
    expect(groups.pages.upcoming!.items.map((b) => b.id)).toEqual([booking.id, proposal.id])
    const board = await trainer.pb.send<{ requestsWaiting: number }>('/api/gymbuddy/dashboard', {})
    expect(board.requestsWaiting).toBe(0)
  })

  it('the trainer withdraws their proposal: the session stands and the client is told', async () => {
    const { client, trainer, booking } = await confirmedSession(sgtSlot(8, 10))
    const proposal = await propose(trainer, booking.id, sgtSlot(8, 12))
    await trainer.pb.collection('bookings').update(proposal.id, { status: 'cancelled' })
    expect(await statusAt(client, sgtSlot(8, 10))).toEqual(['confirmed'])
    expect(await statusAt(client, sgtSlot(8, 12))).toEqual(['cancelled'])
    expect(await kinds(client)).toContain('reschedule_kept')
    expect(await kinds(client)).not.toContain('booking_cancelled')
    // A client's own request is declined, never cancelled, by the trainer.
    const asked = await request(client, trainer, sgtSlot(8, 14))
    await expectRefused(
      trainer.pb.collection('bookings').update(asked.id, { status: 'cancelled' }),
      {
        status: 400,
        field: 'status',
        code: 'validation_booking_status',
      },
    )
  })
})
