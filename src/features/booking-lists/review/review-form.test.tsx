import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbError } from '@/testing/pocketbase-error'
import type { ReviewRecord } from '@/lib/types'
import { createReview, updateReview } from './review-api'
import { RATING_REQUIRED, ReviewForm } from './review-form'

vi.mock('./review-api', () => ({ createReview: vi.fn(), updateReview: vi.fn() }))

const saved = { id: 'r1', booking: 'b1', rating: 4, text: 'Good' } as ReviewRecord

beforeEach(() => {
  vi.mocked(createReview).mockReset()
  vi.mocked(updateReview).mockReset()
})

describe('ReviewForm', () => {
  it('is keyboard-operable: Tab reaches the stars and the arrow keys choose', async () => {
    vi.mocked(createReview).mockResolvedValue(saved)
    const onSaved = vi.fn()
    const user = userEvent.setup()
    render(<ReviewForm bookingId="b1" onSaved={onSaved} />)
    await user.tab()
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await user.tab()
    await user.keyboard('Good')
    await user.click(screen.getByRole('button', { name: 'Submit review' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    expect(createReview).toHaveBeenCalledWith('b1', { rating: 4, text: 'Good' })
  })

  it('asks for a rating before sending anything', async () => {
    const user = userEvent.setup()
    render(<ReviewForm bookingId="b1" onSaved={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Submit review' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(RATING_REQUIRED)
    expect(createReview).not.toHaveBeenCalled()
  })

  it('shows the server’s refusal in words and keeps what was typed', async () => {
    vi.mocked(createReview).mockRejectedValue(
      pbError(400, {
        booking: {
          code: 'validation_review_exists',
          message: 'You have already rated this session.',
        },
      }),
    )
    const user = userEvent.setup()
    render(<ReviewForm bookingId="b1" onSaved={vi.fn()} />)
    await user.click(screen.getByRole('radio', { name: '5 stars' }))
    await user.type(screen.getByLabelText('Your review (optional)'), 'Great coach')
    await user.click(screen.getByRole('button', { name: 'Submit review' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already rated this session.',
    )
    expect(screen.getByLabelText('Your review (optional)')).toHaveValue('Great coach')
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked()
  })

  it('edits an existing review', async () => {
    vi.mocked(updateReview).mockResolvedValue({ ...saved, rating: 2 })
    const user = userEvent.setup()
    render(<ReviewForm bookingId="b1" review={saved} onSaved={vi.fn()} />)
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: '2 stars' }))
    await user.click(screen.getByRole('button', { name: 'Save review' }))
    await waitFor(() =>
      expect(updateReview).toHaveBeenCalledWith('r1', { rating: 2, text: 'Good' }),
    )
  })
})
