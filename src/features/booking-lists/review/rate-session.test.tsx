import '@/testing/dom-polyfills'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ReviewRecord } from '@/lib/types'
import { RateSession } from './rate-session'

vi.mock('./review-api', () => ({ createReview: vi.fn(), updateReview: vi.fn() }))

const now = new Date('2026-11-23T12:00:00Z')
const ended = {
  id: 'b1',
  status: 'confirmed' as const,
  outcome: 'attended' as const,
  datetime: '2026-11-22 02:00:00.000Z',
}
const review = {
  id: 'r1',
  booking: 'b1',
  rating: 4,
  text: '',
  created: '2026-11-22 05:00:00.000Z',
} as ReviewRecord

/** The row's Rate your session for Tom: the ended session, no review yet, at `now` unless given. */
function rateSession(props: Partial<ComponentProps<typeof RateSession>> = {}) {
  return (
    <RateSession
      booking={ended}
      trainerName="Tom"
      review={undefined}
      onSaved={vi.fn()}
      now={now}
      {...props}
    />
  )
}

describe('RateSession', () => {
  it('offers "Rate your session" on an ended, attended session, in a dialog', async () => {
    render(rateSession())
    await userEvent.click(screen.getByRole('button', { name: 'Rate your session' }))
    expect(screen.getByRole('dialog', { name: 'Rate your session' })).toHaveTextContent(
      'With Tom on',
    )
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument()
  })

  it('offers nothing before the session has ended or on a declined one', () => {
    const { container, rerender } = render(
      rateSession({ booking: { ...ended, datetime: '2026-11-23 11:30:00.000Z' } }),
    )
    expect(container).toBeEmptyDOMElement()
    rerender(rateSession({ booking: { ...ended, status: 'declined' } }))
    expect(container).toBeEmptyDOMElement()
  })

  it('shows the stars given, with Edit review for 14 days only', () => {
    const { rerender } = render(rateSession({ review }))
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit review' })).toBeInTheDocument()
    rerender(rateSession({ review, now: new Date('2026-12-10T00:00:00Z') }))
    expect(screen.queryByRole('button', { name: 'Edit review' })).not.toBeInTheDocument()
  })
})
