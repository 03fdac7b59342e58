import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import type { BookerRecord, BookingRecord, ClientProfileRecord, ReviewRecord } from '@/lib/types'
import { emitMemberFeed, memberTopicsSubscribed } from '@/testing/member-feed-stub'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import {
  makeBooker,
  makeBookingRecord,
  makeClientProfileRecord,
  makeUserRecord,
} from '@/testing/user-area-records'
import type { BookingGroup } from './bookings-api'
import MyBookingsPage from './my-bookings-page'
import SchedulePage from './schedule-page'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const bookings = () => pbStub.collection('bookings')

const groupsRoute = () => pbStub.route('/api/gymbuddy/bookings')

interface GroupsQuery extends Partial<Record<`${BookingGroup}From`, number>> {
  side: 'booker' | 'gymBuddy'
  now: string
  needsAnswer?: number
  upcoming?: number
  past?: number
  closed?: number
}

/** Answers the bookings route from `groups`, each page cut to its limit, as the server would. */
function serve(
  groups: Partial<Record<BookingGroup, BookingRecord[]>>,
  {
    totals = {},
    people = [],
    takenSlots = [],
    clientProfiles = [],
  }: {
    totals?: Partial<Record<BookingGroup, number>>
    people?: BookerRecord[]
    takenSlots?: string[]
    clientProfiles?: ClientProfileRecord[]
  } = {},
) {
  groupsRoute().mockImplementation(({ query }: { query: GroupsQuery }) => {
    const trainer = query.side === 'gymBuddy'
    const names: BookingGroup[] = trainer
      ? ['needsAnswer', 'upcoming', 'past', 'closed']
      : ['upcoming', 'past', 'closed']
    const pages = Object.fromEntries(
      names.map((group) => {
        const from = query[`${group}From`] ?? 0
        const items = (groups[group] ?? []).slice(from, from + (query[group] ?? 10))
        return [group, { items, total: totals[group] ?? items.length }]
      }),
    )
    return Promise.resolve(
      trainer ? { pages, people, takenSlots, clientProfiles } : { pages, people },
    )
  })
}

function renderAt(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/user/schedule" element={<SchedulePage />} />
        <Route path="/user/bookings" element={<MyBookingsPage />} />
        <Route path="/user/chat/:userId" element={<p>Chat screen</p>} />
      </Routes>
    </MemoryRouter>,
  )
  return Object.assign(userEvent.setup(), { unmount: view.unmount })
}

function section(name: string) {
  return screen.getByRole('region', { name: new RegExp(`^${name}`) })
}

// 08:00 SGT on Sunday 1 March 2026; makeBookingRecord's default is Monday 09:00 SGT (25 h ahead).
const NOW = new Date('2026-03-01T00:00:00Z')

describe('SchedulePage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    resetPbStub()
    vi.clearAllMocks()
    signInAs(makeUserRecord({ id: 'coach', userType: 'trainer' }))
    serve({})
  })
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

  it('accepts a request in one click and reloads the groups', async () => {
    const booking = makeBookingRecord({ booker: 'ann', gymBuddy: 'coach' })
    serve({ needsAnswer: [booking] })
    bookings().update.mockResolvedValue({ ...booking, status: 'confirmed' })
    const events = renderAt('/user/schedule')
    await events.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(bookings().update).toHaveBeenCalledWith('b1', { status: 'confirmed' })
    await vi.waitFor(() => expect(groupsRoute().mock.calls.length).toBeGreaterThan(1))
  })

  it('declines after a small confirm step naming the client and the time, with an optional reason', async () => {
    const booking = makeBookingRecord({ booker: 'ann', gymBuddy: 'coach' })
    serve({ needsAnswer: [booking] }, { people: [makeBooker('ann', 'Ann Lee')] })
    bookings().update.mockResolvedValue({ ...booking, status: 'declined' })
    const events = renderAt('/user/schedule')
    await events.click(await screen.findByRole('button', { name: 'Decline' }))
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' })
    expect(dialog).toHaveAccessibleDescription(
      'Ann Lee asked for Mon 2 Mar, 09:00 SGT. They see that you declined, with your reason if you give one.',
    )
    await events.type(within(dialog).getByLabelText('Reason (optional)'), 'Away that week')
    await events.click(within(dialog).getByRole('button', { name: 'Decline request' }))
    expect(bookings().update).toHaveBeenCalledWith('b1', {
      status: 'declined',
      reason: 'Away that week',
    })
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('cancels a confirmed session only with a reason', async () => {
    const booking = makeBookingRecord({ booker: 'ann', gymBuddy: 'coach', status: 'confirmed' })
    serve({ upcoming: [booking] })
    bookings().update.mockResolvedValue({ ...booking, status: 'cancelled' })
    const events = renderAt('/user/schedule')
    await events.click(await screen.findByRole('button', { name: 'Cancel' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel this session?' })
    await events.click(within(dialog).getByRole('button', { name: 'Cancel session' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please give the client a reason.',
    )
    expect(bookings().update).not.toHaveBeenCalled()
    await events.type(within(dialog).getByLabelText('Reason'), 'I am ill')
    await events.click(within(dialog).getByRole('button', { name: 'Cancel session' }))
    expect(bookings().update).toHaveBeenCalledWith('b1', {
      status: 'cancelled',
      reason: 'I am ill',
    })
  })

  it('disables Accept, saying why, when the slot is already confirmed for someone else', async () => {
    serve(
      { needsAnswer: [makeBookingRecord({ booker: 'ann', gymBuddy: 'coach' })] },
      { takenSlots: ['2026-03-02 01:00:00.000Z'] },
    )
    renderAt('/user/schedule')
    const accept = await screen.findByRole('button', { name: 'Accept' })
    await vi.waitFor(() => expect(accept).toBeDisabled())
    expect(accept).toHaveAccessibleDescription('This time is already confirmed for another client.')
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

  it('shows a refusal from the server in a toast', async () => {
    serve({ needsAnswer: [makeBookingRecord({ booker: 'ann', gymBuddy: 'coach' })] })
    bookings().update.mockRejectedValue(
      pbError(400, {
        status: { code: 'validation_slot_taken', message: 'This time slot is already booked.' },
      }),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const events = renderAt('/user/schedule')
    await events.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(toast.error).toHaveBeenCalledWith('This time slot is already booked.')
  })

  it('reloads when a booking changes, and unsubscribes when left', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve())
    pbStub.realtime.subscribe.mockResolvedValue(unsubscribe)
    const { unmount } = renderAt('/user/schedule')
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument()
    await vi.waitFor(() => expect(memberTopicsSubscribed()).toEqual(['gymbuddy/member/coach']))
    const booking = makeBookingRecord({ gymBuddy: 'coach' })
    serve({ needsAnswer: [booking] })
    await act(async () =>
      emitMemberFeed({ collection: 'bookings', action: 'create', record: booking }),
    )
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument()
    unmount()
    await vi.waitFor(() => expect(unsubscribe).toHaveBeenCalled())
  })

  it('moves a request to Cancelled & declined as expired when its start passes, without a reload', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    })
    vi.setSystemTime(new Date('2026-03-01T00:59:30Z')) // 30 s before 09:00 SGT
    const booking = makeBookingRecord({
      booker: 'ann',
      gymBuddy: 'coach',
      datetime: '2026-03-01 01:00:00.000Z',
    })
    serve({ needsAnswer: [booking] })
    renderAt('/user/schedule')
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument(),
    )
    serve({ closed: [booking] })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(32_000)
    })
    const past = await screen.findByRole('region', { name: /^Cancelled & declined/ })
    expect(within(past).getByText('expired')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
  })

  it('offers Report (this booking) and Block for the client on each row; a block reloads the list', async () => {
    serve(
      { needsAnswer: [makeBookingRecord({ booker: 'ann' })] },
      { people: [makeBooker('ann', 'Ann Lee')] },
    )
    pbStub.collection('blocks').create.mockResolvedValue({ id: 'k1' })
    const events = renderAt('/user/schedule')
    await events.click(await screen.findByRole('button', { name: 'Block Ann Lee' }))
    await events.click(screen.getByRole('button', { name: 'Block' }))
    expect(pbStub.collection('blocks').create).toHaveBeenCalledWith({
      blocker: 'coach',
      blocked: 'ann',
    })
    await vi.waitFor(() => expect(groupsRoute().mock.calls.length).toBeGreaterThan(1))
    await events.click(screen.getByRole('button', { name: 'Report Ann Lee' }))
    expect(screen.getByRole('dialog', { name: 'Report Ann Lee' })).toBeVisible()
  })

  it('opens the chat with the booker from the Message button', async () => {
    serve({ needsAnswer: [makeBookingRecord({ booker: 'ann' })] })
    const events = renderAt('/user/schedule')
    await events.click(await screen.findByRole('button', { name: 'Message' }))
    expect(await screen.findByText('Chat screen')).toBeInTheDocument()
  })
})

describe('MyBookingsPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    resetPbStub()
    vi.clearAllMocks()
    signInAs(makeUserRecord({ id: 'me' }))
    serve({})
  })
  afterEach(() => vi.useRealTimers())

  it('says No upcoming bookings when there are none', async () => {
    renderAt('/user/bookings')
    expect(screen.getByRole('heading', { name: 'My Bookings' })).toBeInTheDocument()
    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument()
  })

  it('lists upcoming soonest first, then completed sessions, then cancelled and expired ones, each with the actions allowed now', async () => {
    serve(
      {
        upcoming: [
          makeBookingRecord({ id: 'r1', gymBuddy: 'coach', datetime: '2026-03-01 05:00:00.000Z' }),
          makeBookingRecord({
            id: 'c1',
            gymBuddy: 'coach',
            status: 'confirmed',
            datetime: '2026-03-01 06:00:00.000Z', // 14:00 SGT today: 6 hours away
          }),
          makeBookingRecord({ id: 'c2', gymBuddy: 'coach', status: 'confirmed' }),
        ],
        past: [
          makeBookingRecord({
            id: 'd1',
            gymBuddy: 'coach',
            status: 'confirmed',
            datetime: '2026-02-26 01:00:00.000Z',
          }),
        ],
        closed: [
          makeBookingRecord({
            id: 'x1',
            gymBuddy: 'coach',
            status: 'cancelled',
            cancelledBy: 'coach',
            reason: 'Coach is ill',
            datetime: '2026-03-05 01:00:00.000Z',
          }),
          makeBookingRecord({ id: 'e1', gymBuddy: 'coach', datetime: '2026-02-25 01:00:00.000Z' }),
        ],
      },
      { people: [makeBooker('coach', 'Coach Kim')] },
    )
    renderAt('/user/bookings')
    const upcoming = await screen.findByRole('region', { name: /^Upcoming/ })
    expect(groupsRoute()).toHaveBeenCalledWith({
      query: {
        side: 'booker',
        now: '2026-03-01T00:00:00.000Z',
        upcoming: 10,
        past: 10,
        closed: 10,
      },
    })
    const [request, soon, later] = await within(upcoming).findAllByRole('listitem')
    expect(within(request).getByText('Coach Kim')).toBeInTheDocument()
    expect(within(request).getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
      'href',
      '/book-session/coach?reschedule=r1',
    )
    expect(within(request).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(within(request).queryByRole('button', { name: 'Add to calendar' })).toBeNull()

    expect(within(soon).queryByRole('button', { name: 'Cancel' })).toBeNull()
    expect(within(soon).queryByRole('link', { name: 'Reschedule' })).toBeNull()
    expect(soon).toHaveTextContent(
      'Cancelling was possible until Sun 1 Mar, 02:00 SGT (12 hours before the session). Please message your trainer instead.',
    )
    expect(within(later).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument()
    expect(within(later).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()

    const done = within(section('Past')).getByRole('listitem')
    expect(within(done).getByText('completed')).toBeInTheDocument()
    expect(within(done).queryByText('confirmed')).toBeNull()
    const [cancelled, expired] = within(section('Cancelled & declined')).getAllByRole('listitem')
    expect(cancelled).toHaveTextContent('Cancelled by Coach Kim. Reason: Coach is ill')
    expect(within(expired).getByText('expired')).toBeInTheDocument()
    expect(within(expired).queryByRole('button', { name: 'Cancel' })).toBeNull()
  })

  it('scrolls to and highlights the booking a notification opened (?booking=)', async () => {
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    serve({
      upcoming: [
        makeBookingRecord({ id: 'a1', gymBuddy: 'coach' }),
        makeBookingRecord({ id: 'a2', gymBuddy: 'coach', status: 'confirmed' }),
      ],
    })
    renderAt('/user/bookings?booking=a2')
    const [other, opened] = await within(
      await screen.findByRole('region', { name: /^Upcoming/ }),
    ).findAllByRole('listitem')
    expect(opened).toHaveAttribute('id', 'booking-a2')
    expect(opened).toHaveAttribute('aria-current', 'true')
    expect(opened).toHaveAttribute('data-highlighted', 'true')
    expect(other).not.toHaveAttribute('aria-current')
    expect(scrolled).toHaveBeenCalledOnce()
    expect(scrolled.mock.contexts[0]).toBe(opened)
  })

  it('cancels after a confirm step, and explains a refused late cancel', async () => {
    const booking = makeBookingRecord({ gymBuddy: 'coach', status: 'confirmed' })
    serve({ upcoming: [booking] })
    bookings().update.mockRejectedValueOnce(
      pbError(400, {
        status: { code: 'validation_cancel_window', message: 'Too late to cancel.' },
      }),
    )
    const events = renderAt('/user/bookings')
    await events.click(await screen.findByRole('button', { name: 'Cancel' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' })
    await events.type(within(dialog).getByLabelText('Reason (optional)'), 'Work trip')
    await events.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    expect(bookings().update).toHaveBeenCalledWith('b1', {
      status: 'cancelled',
      reason: 'Work trip',
    })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cancelling was possible until Sun 1 Mar, 21:00 SGT (12 hours before the session). Please message your trainer instead.',
    )
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Work trip')
  })
})
