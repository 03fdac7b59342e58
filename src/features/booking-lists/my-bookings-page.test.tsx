// My Bookings as a client sees it: the groups, a notification's booking, cancelling.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pbError } from '@/testing/pocketbase-error'
import { makeBooker, makeBookingRecord, makeUserRecord } from '@/testing/user-area-records'
import { bookings, groupsRoute, serve, renderAt, section, startAs } from './schedule-page-support'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

describe('MyBookingsPage', { timeout: 20_000 }, () => {
  beforeEach(() => startAs(makeUserRecord({ id: 'me' })))
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

    expect(within(soon).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(within(soon).queryByRole('link', { name: 'Reschedule' })).toBeNull()
    expect(soon).toHaveTextContent(
      'Moving was possible until Sun 1 Mar, 02:00 SGT (12 hours before the session). To change the time, message your trainer; a cancel now is a late cancel.',
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

  it('opens the cancel step of the booking ?cancel= names, stating the late-cancel fee first', async () => {
    serve(
      {
        upcoming: [
          makeBookingRecord({
            id: 'c1',
            gymBuddy: 'coach',
            status: 'confirmed',
            datetime: '2026-03-01 06:00:00.000Z', // 6 hours after the screen's now
            price: 80,
            policy: { lateCancelPolicy: 'fee', lateCancelFeePct: 50, noShowFeePct: 100 },
          }),
        ],
      },
      { people: [makeBooker('coach', 'Coach Kim')] },
    )
    renderAt('/user/bookings?cancel=c1')
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' })
    expect(dialog).toHaveTextContent(
      'This session starts in less than 12 hours: cancelling now is a late cancel. Under the trainer’s policy, you will owe a late-cancel fee of S$40 (50% of S$80).',
    )
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeVisible()
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
      'Moving was possible until Sun 1 Mar, 21:00 SGT (12 hours before the session). To change the time, message your trainer; a cancel now is a late cancel.',
    )
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Work trip')
  })
})
