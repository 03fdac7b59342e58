// A trainer answering from the schedule: accept, decline, cancel, refusals, report, block, message.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { pbStub } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeBooker, makeBookingRecord, makeUserRecord } from '@/testing/user-area-records'
import { bookings, groupsRoute, serve, renderAt, startAs } from './schedule-page-support'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

describe('SchedulePage', { timeout: 20_000 }, () => {
  beforeEach(() => startAs(makeUserRecord({ id: 'coach', userType: 'trainer' })))
  afterEach(() => vi.useRealTimers())

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
