// The schedule keeps itself current: reloads on a booking change, expires a request as its start passes.
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emitMemberFeed, memberTopicsSubscribed } from '@/testing/member-feed-stub'
import { pbStub } from '@/testing/pb-stub'
import { makeBookingRecord, makeUserRecord } from '@/testing/user-area-records'
import { serve, renderAt, startAs } from './schedule-page-support'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

describe('SchedulePage', { timeout: 20_000 }, () => {
  beforeEach(() => startAs(makeUserRecord({ id: 'coach', userType: 'trainer' })))
  afterEach(() => vi.useRealTimers())

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
})
