import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { act } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeBookingRecord, makePerson, makeUserRecord } from '@/testing/user-area-records'
import MyBookingsPage from './MyBookingsPage'
import SchedulePage from './SchedulePage'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const bookings = () => pbStub.collection('bookings')

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

describe('SchedulePage', () => {
  beforeEach(() => {
    resetPbStub()
    vi.clearAllMocks()
    signInAs(makeUserRecord({ id: 'coach', userType: 'trainer' }))
  })

  it('lists the trainer bookings with booker names from one users_view request', async () => {
    bookings().getFullList.mockResolvedValue([
      makeBookingRecord({ id: 'b1', booker: 'ann', gymBuddy: 'coach', status: 'requested' }),
      makeBookingRecord({ id: 'b2', booker: 'bob', gymBuddy: 'coach', status: 'confirmed' }),
      makeBookingRecord({ id: 'b3', booker: 'ann', gymBuddy: 'coach', status: '' }),
    ])
    pbStub
      .collection('users_view')
      .getFullList.mockResolvedValue([makePerson('ann', 'Ann Lee'), makePerson('bob', 'Bob Tan')])
    renderAt('/user/schedule')

    expect(screen.getByRole('heading', { name: 'Your Schedule' })).toBeInTheDocument()
    const rows = await screen.findAllByRole('listitem')
    expect(rows).toHaveLength(3)
    expect(bookings().getFullList).toHaveBeenCalledWith({
      filter: 'gymBuddy = "coach"',
      sort: '-created',
    })
    expect(pbStub.collection('users_view').getFullList).toHaveBeenCalledTimes(1)
    expect(pbStub.collection('users_view').getFullList).toHaveBeenCalledWith({
      filter: 'id = "ann" || id = "bob"',
    })
    expect(within(rows[0]).getByText('Ann Lee')).toBeInTheDocument()
    expect(within(rows[0]).getByText('ann@example.sg')).toBeInTheDocument()
    expect(within(rows[0]).getByText('Monday, 2 March 2026')).toBeInTheDocument()
    expect(within(rows[0]).getByText('09:00 SGT')).toBeInTheDocument()
    expect(within(rows[0]).getByRole('button', { name: 'Accept' })).toBeInTheDocument()
    expect(within(rows[1]).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
    expect(within(rows[1]).getByText('confirmed')).toBeInTheDocument()
    expect(within(rows[2]).getByText('requested')).toBeInTheDocument()
    expect(within(rows[2]).getByRole('button', { name: 'Decline' })).toBeInTheDocument()
  })

  it('accepts a request and shows it confirmed', async () => {
    const booking = makeBookingRecord({ booker: 'ann', gymBuddy: 'coach' })
    bookings().getFullList.mockResolvedValue([booking])
    bookings().update.mockResolvedValue({ ...booking, status: 'confirmed' })
    const events = renderAt('/user/schedule')
    await events.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(bookings().update).toHaveBeenCalledWith('b1', { status: 'confirmed' })
    expect(await screen.findByText('confirmed')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
  })

  it('shows a refusal from the server in a toast', async () => {
    const booking = makeBookingRecord({ booker: 'ann', gymBuddy: 'coach' })
    bookings().getFullList.mockResolvedValue([booking])
    bookings().update.mockRejectedValue(
      pbError(400, {
        status: { code: 'validation_slot_taken', message: 'This time slot is already booked.' },
      }),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const events = renderAt('/user/schedule')
    await events.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(toast.error).toHaveBeenCalledWith('This time slot is already booked.')
    expect(screen.getByText('requested')).toBeInTheDocument()
  })

  it('reloads when a booking changes, and unsubscribes when left', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve())
    let notify: () => void = () => {}
    bookings().subscribe.mockImplementation((_topic: string, callback: () => void) => {
      notify = callback
      return Promise.resolve(unsubscribe)
    })
    bookings().getFullList.mockResolvedValueOnce([])
    bookings().getFullList.mockResolvedValueOnce([makeBookingRecord({ gymBuddy: 'coach' })])
    const { unmount } = renderAt('/user/schedule')
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument()
    expect(bookings().subscribe).toHaveBeenCalledWith('*', expect.any(Function))
    await act(async () => notify())
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument()
    unmount()
    expect(unsubscribe).toHaveBeenCalled()
  })

  it('opens the chat with the booker from the Message button', async () => {
    bookings().getFullList.mockResolvedValue([makeBookingRecord({ booker: 'ann' })])
    const events = renderAt('/user/schedule')
    await events.click(await screen.findByRole('button', { name: 'Message' }))
    expect(await screen.findByText('Chat screen')).toBeInTheDocument()
  })
})

describe('MyBookingsPage', () => {
  beforeEach(() => {
    resetPbStub()
    signInAs(makeUserRecord({ id: 'me' }))
  })

  it('says No upcoming bookings when there are none', async () => {
    renderAt('/user/bookings')
    expect(screen.getByRole('heading', { name: 'Upcoming Bookings' })).toBeInTheDocument()
    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument()
  })

  it('names the trainer from gym_buddies_view and offers no answers', async () => {
    bookings().getFullList.mockResolvedValue([
      makeBookingRecord({ gymBuddy: 'coach', status: 'declined' }),
    ])
    pbStub
      .collection('gym_buddies_view')
      .getFullList.mockResolvedValue([makePerson('coach', 'Coach Kim')])
    renderAt('/user/bookings')
    expect(await screen.findByText('Coach Kim')).toBeInTheDocument()
    expect(bookings().getFullList).toHaveBeenCalledWith({
      filter: 'booker = "me"',
      sort: '-created',
    })
    expect(screen.getByText('Trainer:')).toBeInTheDocument()
    expect(screen.getByText('declined')).toHaveAttribute('data-variant', 'destructive')
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
  })
})
