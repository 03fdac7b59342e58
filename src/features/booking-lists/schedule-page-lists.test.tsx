// The schedule's groups as a trainer sees them: what each row says, reschedules, paging.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingRecord, ReviewRecord } from '@/lib/types'
import { pbStub } from '@/testing/pb-stub'
import {
  makeBooker,
  makeBookingRecord,
  makeClientProfileRecord,
  makeUserRecord,
} from '@/testing/user-area-records'
import {
  groupsRoute,
  serve,
  renderAt,
  section,
  type GroupsQuery,
  startAs,
} from './schedule-page-support'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

describe('SchedulePage', { timeout: 20_000 }, () => {
  beforeEach(() => startAs(makeUserRecord({ id: 'coach', userType: 'trainer' })))
  afterEach(() => vi.useRealTimers())

  it('groups requests to answer, upcoming, completed and declined sessions, with what the client wrote', async () => {
    pbStub
      .collection('reviews')
      .getFullList.mockResolvedValue([{ booking: 'b4', rating: 4 } as ReviewRecord])
    serve(
      {
        needsAnswer: [makeBookingRecord({ id: 'b1', booker: 'ann', gymBuddy: 'coach' })],
        upcoming: [
          makeBookingRecord({ id: 'b2', booker: 'bob', gymBuddy: 'coach', status: 'confirmed' }),
        ],
        past: [
          makeBookingRecord({
            id: 'b4',
            booker: 'bob',
            gymBuddy: 'coach',
            status: 'confirmed',
            datetime: '2026-02-21 01:00:00.000Z',
          }),
        ],
        closed: [
          makeBookingRecord({
            id: 'b3',
            booker: 'ann',
            gymBuddy: 'coach',
            status: 'declined',
            reason: 'slot taken',
            datetime: '2026-02-20 01:00:00.000Z',
          }),
        ],
      },
      {
        people: [makeBooker('ann', 'Ann Lee'), makeBooker('bob', 'Bob Tan')],
        clientProfiles: [
          makeClientProfileRecord({ user: 'ann', additionalInfo: 'Old knee injury' }),
        ],
      },
    )
    renderAt('/user/schedule')

    expect(screen.getByRole('heading', { name: 'Your Schedule' })).toBeInTheDocument()
    const request = within(await screen.findByRole('region', { name: /^Needs answer/ })).getByRole(
      'listitem',
    )
    expect(groupsRoute()).toHaveBeenCalledWith({
      query: {
        side: 'gymBuddy',
        now: '2026-03-01T00:00:00.000Z',
        needsAnswer: 10,
        upcoming: 10,
        past: 10,
        closed: 10,
      },
    })
    expect(within(request).getByText('Ann Lee')).toBeInTheDocument()
    expect(within(request).getByText('ann@example.sg')).toBeInTheDocument()
    expect(within(request).getByText('Monday, 2 March 2026')).toBeInTheDocument()
    expect(within(request).getByText('09:00 SGT')).toBeInTheDocument()
    expect(within(request).getByText('Muscle Gain, Flexibility')).toBeInTheDocument()
    expect(within(request).getByText('Intermediate')).toBeInTheDocument()
    expect(within(request).getByText('East')).toBeInTheDocument()
    expect(within(request).getByText('Old knee injury')).toBeInTheDocument()
    expect(within(request).getByRole('button', { name: 'Accept' })).toBeEnabled()
    expect(within(request).getByRole('button', { name: 'Decline' })).toBeInTheDocument()

    const upcoming = within(section('Upcoming')).getByRole('listitem')
    // The status badge: the spec's word and look (booking-status.test.ts maps every status).
    expect(within(upcoming).getByText('confirmed')).toHaveAttribute('data-variant', 'default')
    expect(within(upcoming).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
    expect(within(upcoming).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument()
    expect(within(upcoming).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    // Bob has no fitness profile (none made, or removed): his trainer is told, not shown a gap.
    expect(within(upcoming).getByText('No fitness profile shared')).toBeInTheDocument()
    expect(within(request).queryByText('No fitness profile shared')).not.toBeInTheDocument()

    const past = within(section('Past')).getByRole('listitem')
    expect(within(past).getByText('completed')).toBeInTheDocument()
    // Past rows never show a profile, so they say nothing about one.
    expect(within(past).queryByText('No fitness profile shared')).not.toBeInTheDocument()
    expect(await within(past).findByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument()
    expect(pbStub.collection('reviews').getFullList).toHaveBeenCalledWith({
      filter: 'booking = "b4"',
      fields: 'booking,rating',
    })

    const declined = within(section('Cancelled & declined')).getByRole('listitem')
    expect(within(declined).getByText('declined')).toBeInTheDocument()
    // The server's automatic reason reads as the app's words, not the trainer's.
    expect(
      within(declined).getByText('Declined. Another client booked this hour'),
    ).toBeInTheDocument()
    expect(within(declined).queryByRole('button', { name: /Accept|Decline|Cancel/ })).toBeNull()
  })

  it('shows a reschedule as moved from the old time', async () => {
    serve({
      needsAnswer: [
        {
          ...makeBookingRecord({ booker: 'ann', gymBuddy: 'coach', rescheduleOf: 'old' }),
          expand: {
            rescheduleOf: makeBookingRecord({ id: 'old', datetime: '2026-03-03 02:00:00.000Z' }),
          },
        } as BookingRecord,
      ],
    })
    renderAt('/user/schedule')
    expect(await screen.findByText('Moved from Tue 3 Mar, 10:00 SGT')).toBeInTheDocument()
  })

  it('pages each group with Show more', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      makeBookingRecord({
        id: `p${index}`,
        status: 'confirmed',
        datetime: '2026-02-01 01:00:00.000Z',
      }),
    )
    serve({ past: many }, { totals: { past: 25 } })
    const events = renderAt('/user/schedule')
    const past = await screen.findByRole('region', { name: /^Past/ })
    expect(await within(past).findAllByRole('listitem')).toHaveLength(10)
    await events.click(within(past).getByRole('button', { name: 'Show more past' }))
    await vi.waitFor(() => expect(within(past).getAllByRole('listitem')).toHaveLength(20))
    // Past's first 20 rows were asked for (in one request or a few: booking-group-requests.ts).
    const asked = groupsRoute().mock.calls.map((call) => (call[0] as { query: GroupsQuery }).query)
    expect(asked.some((query) => (query.pastFrom ?? 0) + (query.past ?? 0) === 20)).toBe(true)
    await events.click(within(past).getByRole('button', { name: 'Show more past' }))
    await vi.waitFor(() => expect(within(past).getAllByRole('listitem')).toHaveLength(25))
    expect(within(past).queryByRole('button', { name: /Show more/ })).toBeNull()
  })
})
