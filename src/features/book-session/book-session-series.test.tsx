import '@/testing/dom-polyfills'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeGymBuddy } from '@/testing/gym-buddies'
import { makeUserRecord } from '@/testing/user-area-records'
import { useUserStore } from '@/stores/user'
import BookSessionPage from './book-session-page'

const sdk = vi.hoisted(() => ({
  getOne: vi.fn(),
  send: vi.fn(),
  createSeries: vi.fn(),
  createBooking: vi.fn(),
  // The series' weeks as the server made them (the dialog names them); no open bookings otherwise.
  listBookings: vi.fn((options?: { filter?: string }) =>
    Promise.resolve(
      options?.filter?.startsWith('series')
        ? [{ datetime: '2025-11-26 02:00:00.000Z' }, { datetime: '2025-12-10 02:00:00.000Z' }]
        : [],
    ),
  ),
}))
vi.mock('@/lib/pocketbase', () => ({
  pb: {
    authStore: { isValid: true, record: { id: 'me' }, onChange: () => () => {} },
    collection: (name: string) =>
      name === 'booking_series'
        ? { create: sdk.createSeries }
        : name === 'bookings'
          ? { create: sdk.createBooking, getFullList: sdk.listBookings }
          : name === 'booked_slots_view'
            ? { getFullList: () => Promise.resolve([]) }
            : { getOne: sdk.getOne },
    filter: (raw: string) => raw,
    files: { getURL: () => '' },
    send: sdk.send,
    realtime: { subscribe: () => Promise.resolve(() => Promise.resolve()) },
  },
}))
vi.mock('./celebrate', () => ({ celebrateBooking: vi.fn() }))

const PARK = { name: 'Bishan Park', area: 'Central', kind: 'park' }
const week = (date: string, label: string, why = '') => ({
  datetime: `${date} 02:00:00.000Z`,
  date,
  label,
  why,
})

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/book-session/trainer1']}>
      <Routes>
        <Route path="/book-session/:gymBuddyId" element={<BookSessionPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

// jsdom and user-event are slow on a busy machine: allow more than the default 5 s.
describe('Book Session with "Repeat weekly"', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // 10:30 on Monday 24 November 2025 in Singapore.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-11-24T02:30:00Z'))
    sdk.getOne.mockResolvedValue(
      makeGymBuddy({ id: 'trainer1', name: 'Tom Coach' }, { venues: [PARK] }),
    )
    sdk.send.mockImplementation((path: string) =>
      Promise.resolve(
        path === '/api/gymbuddy/series/plan'
          ? {
              weeks: [week('2025-11-26', 'Wed 26 Nov'), week('2025-12-03', 'Wed 3 Dec', 'day off')],
            }
          : { items: [] },
      ),
    )
    sdk.createSeries.mockResolvedValue({ id: 's1' })
    useUserStore.setState({ user: makeUserRecord({ id: 'me' }) })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.clearAllMocks()
  })

  it('offers one send action: the series while it is on, the single request otherwise; the venue goes with the series', async () => {
    renderPage()
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('combobox', { name: 'Where?' }))
    await user.click(await screen.findByRole('option', { name: /Bishan Park/ }))
    await user.click(screen.getByRole('button', { name: 'Choose a date' }))
    await user.click(screen.getByRole('button', { name: /November 26th/ }))
    await user.click(screen.getByRole('combobox', { name: 'Time' }))
    await user.click(await screen.findByRole('option', { name: '10:00' }))
    const single = screen.getByRole('button', { name: 'Request Booking' })
    // "Repeat weekly" is chosen before the send button, not found under it.
    const repeat = screen.getByRole('checkbox', { name: 'Repeat weekly' })
    expect(repeat.compareDocumentPosition(single) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    await user.click(repeat)
    const send = await screen.findByRole('button', { name: 'Request weekly sessions' })
    expect(screen.queryByRole('button', { name: 'Request Booking' })).not.toBeInTheDocument()
    expect(sdk.send).toHaveBeenCalledWith('/api/gymbuddy/series/plan', {
      query: {
        gymBuddy: 'trainer1',
        datetime: '2025-11-26T02:00:00.000Z',
        weeks: 8,
        venue: 'Bishan Park',
      },
    })
    // Each date says whether it can be booked; the plan says the total and the cancel rule.
    expect(screen.getByText(/· available/)).toBeInTheDocument()
    expect(screen.queryByText(/· free/)).not.toBeInTheDocument()
    expect(screen.getByTestId('series-price')).toHaveTextContent('1 × S$80 = S$80')
    expect(
      screen.getByText(/cancel or move each week's session in the app until 12 hours.*late cancel/),
    ).toBeInTheDocument()
    // The trainer's late-cancel policy, which each week keeps.
    expect(screen.getByTestId('series-policy')).toHaveTextContent(
      'No charge for cancelling late or not coming.',
    )
    await user.click(send)
    expect(sdk.createSeries).toHaveBeenCalledWith({
      gymBuddy: 'trainer1',
      booker: 'me',
      datetime: '2025-11-26T02:00:00.000Z',
      weeks: 8,
      skipDates: ['2025-12-03'],
      venue: 'Bishan Park',
    })
    const dialog = await screen.findByRole('dialog', { name: 'Weekly sessions requested' })
    const weeks = await within(dialog).findAllByRole('listitem')
    expect(weeks.map((week) => week.textContent)).toEqual([
      'Wed 26 Nov, 10:00 SGT',
      'Wed 10 Dec, 10:00 SGT',
    ])
    expect(sdk.createBooking).not.toHaveBeenCalled()
  })

  it('turning it off brings back the single request', async () => {
    sdk.getOne.mockResolvedValue(makeGymBuddy({ id: 'trainer1', name: 'Tom Coach' }, {}))
    renderPage()
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Choose a date' }))
    await user.click(screen.getByRole('button', { name: /November 26th/ }))
    await user.click(screen.getByRole('combobox', { name: 'Time' }))
    await user.click(await screen.findByRole('option', { name: '10:00' }))
    const repeat = screen.getByRole('checkbox', { name: 'Repeat weekly' })
    await user.click(repeat)
    expect(screen.queryByRole('button', { name: 'Request Booking' })).not.toBeInTheDocument()
    await user.click(repeat)
    expect(screen.getByRole('button', { name: 'Request Booking' })).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Request weekly sessions' }),
    ).not.toBeInTheDocument()
  })
})
