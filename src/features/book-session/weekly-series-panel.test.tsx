import '@/testing/dom-polyfills'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WeeklySeriesPanel } from './weekly-series-panel'

const sdk = vi.hoisted(() => ({ send: vi.fn(), createSeries: vi.fn(), weeks: vi.fn() }))
vi.mock('@/lib/pocketbase', () => ({
  pb: {
    collection: (name: string) =>
      name === 'booking_series' ? { create: sdk.createSeries } : { getFullList: sdk.weeks },
    filter: (raw: string) => raw,
    send: sdk.send,
  },
}))

const week = (date: string, label: string) => ({
  datetime: `${date} 11:00:00.000Z`,
  date,
  label,
  why: '',
})
const PLAN = [
  week('2030-01-01', 'Tue 1 Jan'),
  week('2030-01-08', 'Tue 8 Jan'),
  week('2030-01-15', 'Tue 15 Jan'),
]

function renderPanel(purchase: string, packageCredits: number) {
  const onRequested = vi.fn()
  render(
    <WeeklySeriesPanel
      gymBuddy="trainer1"
      booker="me"
      at={new Date('2030-01-01T11:00:00Z')}
      venue=""
      repeat
      onRepeatChange={() => {}}
      rate={70}
      purchase={purchase}
      packageCredits={packageCredits}
      onRequested={onRequested}
    />,
  )
  return onRequested
}

describe('a weekly series with "Use my package" ticked', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sdk.createSeries.mockResolvedValue({ id: 's1' })
    sdk.weeks.mockResolvedValue([{ id: 'b1' }, { id: 'b2' }, { id: 'b3' }])
    sdk.send.mockImplementation((path: string, options: { method?: string }) =>
      Promise.resolve(
        path === '/api/gymbuddy/series/plan'
          ? { weeks: PLAN }
          : options.method === 'POST'
            ? { covered: ['b1', 'b2'], remaining: 0 }
            : {
                credits: 2,
                bookings: ['b1', 'b2', 'b3', 'other'].map((id) => ({ id })),
              },
      ),
    )
  })
  afterEach(() => vi.clearAllMocks())

  it('says what the package pays and what is left to pay, then pays the first weeks with it', async () => {
    const onRequested = renderPanel('p1', 2)
    expect(await screen.findByTestId('series-price')).toHaveTextContent(
      '2 credits + 1 × S$70 = S$70',
    )
    expect(
      screen.getByText(
        'Your package has 2 credits left: it pays for the first 2 weeks, and the other week is paid session by session.',
      ),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Request weekly sessions' }))
    expect(sdk.send).toHaveBeenCalledWith('/api/gymbuddy/purchases/p1/cover', {
      method: 'POST',
      body: { bookings: 'b1,b2' },
    })
    expect(onRequested).toHaveBeenCalledWith({ id: 's1' })
  })

  it('without the package: the price of every week, and nothing is covered', async () => {
    renderPanel('', 2)
    expect(await screen.findByTestId('series-price')).toHaveTextContent('3 × S$70 = S$210')
    await userEvent.click(screen.getByRole('button', { name: 'Request weekly sessions' }))
    expect(sdk.createSeries).toHaveBeenCalled()
    expect(sdk.send).not.toHaveBeenCalledWith(expect.stringContaining('/cover'), expect.anything())
  })
})
