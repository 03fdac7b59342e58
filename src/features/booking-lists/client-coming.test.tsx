// "Are you coming?" on the booking lists: the client answers on their row; the trainer's My
// Schedule shows "Client confirmed" once they have.
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pbStub } from '@/testing/pb-stub'
import { makeBooker, makeBookingRecord, makeUserRecord } from '@/testing/user-area-records'
import { groupsRoute, renderAt, serve, startAs } from './schedule-page-support'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

// 6 hours after the tests' clock (08:00 SGT on Sunday 1 March 2026).
const SOON = '2026-03-01 06:00:00.000Z'

describe('Are you coming?', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers())

  it("asks the client on a confirmed session's row within 24 hours, and sends I'm coming", async () => {
    startAs(makeUserRecord({ id: 'me' }))
    const soon = makeBookingRecord({
      id: 's1',
      gymBuddy: 'coach',
      status: 'confirmed',
      datetime: SOON,
    })
    const later = makeBookingRecord({
      id: 'l1',
      gymBuddy: 'coach',
      status: 'confirmed',
      datetime: '2026-03-04 01:00:00.000Z',
    })
    serve({ upcoming: [soon, later] }, { people: [makeBooker('coach', 'Coach Kim')] })
    const coming = pbStub.route('/api/gymbuddy/bookings/s1/coming')
    coming.mockResolvedValue({ booking: 's1' })
    const events = renderAt('/user/bookings')
    const upcoming = await screen.findByRole('region', { name: /^Upcoming/ })
    const [soonRow, laterRow] = await within(upcoming).findAllByRole('listitem')
    expect(within(laterRow!).queryByRole('button', { name: "I'm coming" })).toBeNull()
    expect(within(soonRow!).getByRole('link', { name: "I can't make it" })).toHaveAttribute(
      'href',
      '/my-bookings?cancel=s1',
    )
    await events.click(within(soonRow!).getByRole('button', { name: "I'm coming" }))
    expect(coming).toHaveBeenCalled()
    expect(await within(soonRow!).findByText("You said you're coming.")).toBeInTheDocument()
    await vi.waitFor(() => expect(groupsRoute().mock.calls.length).toBeGreaterThan(1))
  })

  it('shows the trainer "Client confirmed" once the client said they are coming', async () => {
    startAs(makeUserRecord({ id: 'coach', userType: 'trainer' }))
    const answered = makeBookingRecord({
      id: 'a1',
      booker: 'ann',
      gymBuddy: 'coach',
      status: 'confirmed',
      datetime: SOON,
      clientConfirmedAt: '2026-02-28 10:00:00.000Z',
    })
    const unanswered = makeBookingRecord({
      id: 'u1',
      booker: 'bob',
      gymBuddy: 'coach',
      status: 'confirmed',
    })
    serve(
      { upcoming: [answered, unanswered] },
      { people: [makeBooker('ann', 'Ann Lee'), makeBooker('bob', 'Bob Tan')] },
    )
    renderAt('/user/schedule')
    const upcoming = await screen.findByRole('region', { name: /^Upcoming/ })
    const [first, second] = await within(upcoming).findAllByRole('listitem')
    expect(within(first!).getByText('Client confirmed')).toBeInTheDocument()
    expect(within(second!).queryByText('Client confirmed')).toBeNull()
    expect(within(first!).queryByRole('button', { name: "I'm coming" })).toBeNull()
  })
})
