import '@/testing/dom-polyfills'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pbError } from '@/testing/pocketbase-error'
import { makeGymBuddy } from '@/testing/gym-buddies'
import { makeUserRecord } from '@/testing/user-area-records'
import { useUserStore } from '@/stores/user'
import BookSessionPage from './book-session-page'
import { celebrateBooking } from './celebrate'

const sdk = vi.hoisted(() => ({
  getOne: vi.fn(),
  bookedSlots: vi.fn(),
  create: vi.fn(),
  myRequests: vi.fn(),
  getBooking: vi.fn(),
}))
vi.mock('@/lib/pocketbase', () => ({
  pb: {
    authStore: { isValid: true, record: { id: 'me' }, onChange: () => () => {} },
    collection: (name: string) =>
      name === 'bookings'
        ? {
            create: sdk.create,
            getFullList: sdk.myRequests,
            getOne: sdk.getBooking,
          }
        : name === 'booked_slots_view'
          ? { getFullList: sdk.bookedSlots }
          : { getOne: sdk.getOne },
    filter: (raw: string) => raw,
    files: { getURL: () => '' },
    realtime: { subscribe: () => Promise.resolve(() => Promise.resolve()) },
  },
}))
vi.mock('./celebrate', () => ({ celebrateBooking: vi.fn() }))

const trainer = makeGymBuddy(
  { id: 'trainer1', name: 'Tom Coach' },
  { rate: 85.5, preferredLocation: 'East' },
)

function renderPage(path = '/book-session/trainer1') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/book-session/:gymBuddyId" element={<BookSessionPage />} />
        <Route path="/user/bookings" element={<p>My bookings screen</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

async function choose(day: string, time: string) {
  const user = userEvent.setup({ delay: null })
  await user.click(await screen.findByRole('button', { name: 'Choose a date' }))
  await user.click(screen.getByRole('button', { name: new RegExp(day) }))
  expect(screen.queryByRole('grid')).not.toBeInTheDocument()
  await user.click(screen.getByRole('combobox', { name: 'Time' }))
  await user.click(await screen.findByRole('option', { name: time }))
  return user
}

// jsdom and user-event are slow on a busy machine: allow more than the default 5 s.
describe('BookSessionPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // 10:30 on Monday 24 November 2025 in Singapore.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-11-24T02:30:00Z'))
    sdk.getOne.mockResolvedValue(trainer)
    sdk.bookedSlots.mockResolvedValue([])
    sdk.myRequests.mockResolvedValue([])
    sdk.create.mockResolvedValue({ id: 'b1' })
    useUserStore.setState({ user: makeUserRecord({ id: 'me' }) })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.clearAllMocks()
  })

  it('shows who is booked and their rate', async () => {
    renderPage()
    expect(await screen.findByText('Tom Coach')).toBeInTheDocument()
    expect(screen.getByText('$85.50/session')).toBeInTheDocument()
    expect(screen.queryByText('Booking Summary')).not.toBeInTheDocument()
  })

  it('summarises the choice, sends the Singapore slot as UTC and opens the dialog', async () => {
    renderPage()
    const user = await choose('November 26th', '10:00')
    expect(screen.getByRole('button', { name: /Choose a date/ })).toHaveTextContent(
      'Wednesday, 26 November 2025',
    )
    const summary = screen.getByRole('region', { name: 'Booking Summary' })
    expect(within(summary).getByText('Wednesday')).toBeInTheDocument()
    expect(within(summary).getByText('26 November 2025')).toBeInTheDocument()
    expect(within(summary).getByText('10:00–11:00 SGT')).toBeInTheDocument()
    expect(within(summary).getByText('East')).toBeInTheDocument()
    expect(within(summary).getByText('$85.50/session')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Request Booking' }))
    expect(sdk.create).toHaveBeenCalledWith({
      datetime: '2025-11-26T02:00:00.000Z',
      gymBuddy: 'trainer1',
      booker: 'me',
      status: 'requested',
    })
    const dialog = await screen.findByRole('dialog', { name: 'Booking Requested' })
    expect(dialog).toHaveTextContent(
      "Awaiting trainer confirmation. You'll be notified once it's confirmed.",
    )
    expect(celebrateBooking).toHaveBeenCalledTimes(1)
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(await screen.findByText('My bookings screen')).toBeInTheDocument()
  })

  it('shows a server refusal in words and opens no dialog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    sdk.create.mockRejectedValue(
      pbError(400, { datetime: { code: 'slot_taken', message: 'This slot is already taken.' } }),
    )
    renderPage()
    const user = await choose('November 26th', '10:00')
    await user.click(screen.getByRole('button', { name: 'Request Booking' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This slot is already taken.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(celebrateBooking).not.toHaveBeenCalled()
  })

  it('disables past days and offers only the slots still ahead today', async () => {
    renderPage()
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Choose a date' }))
    expect(screen.getByRole('button', { name: /November 23rd/ })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: /November 24th/ }))
    await user.click(screen.getByRole('combobox', { name: 'Time' }))
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(options[0]).toBe('11:00')
    expect(options).toHaveLength(11)
  })

  it("leaves out the trainer's confirmed slots for the chosen day", async () => {
    sdk.bookedSlots.mockResolvedValue([{ datetime: '2025-11-26 02:00:00.000Z' }])
    renderPage()
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Choose a date' }))
    await user.click(screen.getByRole('button', { name: /November 26th/ }))
    await vi.waitFor(() => expect(sdk.bookedSlots).toHaveBeenCalled())
    await user.click(screen.getByRole('combobox', { name: 'Time' }))
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(options).not.toContain('10:00')
    expect(options).toHaveLength(12)
  })

  it('says so when the gym buddy does not exist', async () => {
    sdk.getOne.mockRejectedValue(pbError(404, {}, 'Not found.'))
    renderPage()
    expect(await screen.findByText(/could not be found/)).toBeInTheDocument()
  })

  async function offeredTimes(day: string) {
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Choose a date' }))
    await user.click(screen.getByRole('button', { name: new RegExp(day) }))
    await user.click(screen.getByRole('combobox', { name: 'Time' }))
    return (await screen.findAllByRole('option')).map((option) => option.textContent)
  }

  it("offers only the trainer's working hours and disables days without any", async () => {
    sdk.getOne.mockResolvedValue(
      makeGymBuddy(
        { id: 'trainer1', name: 'Tom Coach' },
        { weeklyHours: { tue: [9], wed: [10, 11] }, daysOff: ['2025-11-25'] },
      ),
    )
    renderPage()
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Choose a date' }))
    expect(screen.getByRole('button', { name: /November 25th/ })).toBeDisabled() // Tuesday, off
    expect(screen.getByRole('button', { name: /November 26th/ })).toBeEnabled() // Wednesday
    expect(screen.getByRole('button', { name: /November 27th/ })).toBeDisabled() // Thursday
    await user.click(screen.getByRole('button', { name: /November 26th/ }))
    await user.click(screen.getByRole('combobox', { name: 'Time' }))
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(options).toEqual(['10:00', '11:00'])
  })

  it('greys an hour at which I already have a session or a request, with any trainer, saying why', async () => {
    sdk.myRequests.mockResolvedValue([
      { datetime: '2025-11-26 02:00:00.000Z', status: 'confirmed' },
      { datetime: '2025-11-26 03:00:00.000Z', status: 'requested' },
    ])
    renderPage()
    await vi.waitFor(() => expect(sdk.myRequests).toHaveBeenCalled())
    expect(sdk.myRequests.mock.calls[0][0]).toMatchObject({ fields: 'datetime,status' })
    expect(String(sdk.myRequests.mock.calls[0][0].filter)).not.toContain('gymBuddy')
    const options = await offeredTimes('November 26th')
    expect(options).toHaveLength(13)
    const session = screen.getByRole('option', { name: /^10:00/ })
    expect(session).toHaveTextContent('10:00 · You have a session then')
    expect(session).toHaveAttribute('aria-disabled', 'true')
    const request = screen.getByRole('option', { name: /^11:00/ })
    expect(request).toHaveTextContent('11:00 · You have a request then')
    expect(request).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('option', { name: '12:00' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('reschedules in words of a move: names the session being moved and sends rescheduleOf', async () => {
    sdk.getBooking.mockResolvedValue({
      id: 'old1',
      gymBuddy: 'trainer1',
      booker: 'me',
      datetime: '2025-11-25 02:00:00.000Z',
      status: 'confirmed',
    })
    sdk.create.mockResolvedValue({ id: 'new1' })
    renderPage('/book-session/trainer1?reschedule=old1')
    expect(
      await screen.findByText(/Moving your session of Tuesday, 25 November 2025 at 10:00 SGT/),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Move your session')
    expect(screen.queryByText(/Book a Session/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Booking a session/)).not.toBeInTheDocument()
    const user = await choose('November 26th', '10:00')
    expect(screen.queryByRole('button', { name: 'Request Booking' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Request new time' }))
    const dialog = await screen.findByRole('dialog', { name: 'Move requested' })
    expect(dialog).toHaveTextContent('stays booked at its old time until the trainer confirms')
    expect(sdk.create).toHaveBeenCalledWith({
      datetime: '2025-11-26T02:00:00.000Z',
      gymBuddy: 'trainer1',
      booker: 'me',
      status: 'requested',
      rescheduleOf: 'old1',
    })
  })
})
