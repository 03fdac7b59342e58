import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetCalendarFeed } from './calendar-api'
import { CalendarFeedDialog } from './calendar-feed-dialog'

vi.mock('./calendar-api', () => ({ resetCalendarFeed: vi.fn() }))

const feed = vi.mocked(resetCalendarFeed)

async function openWithLink() {
  const user = userEvent.setup()
  render(<CalendarFeedDialog />)
  await user.click(screen.getByRole('button', { name: 'Calendar feed' }))
  await user.click(screen.getByRole('button', { name: 'Make my feed link' }))
  expect(await screen.findByLabelText('Your feed link')).toHaveValue('https://gb.test/feed/1')
  return user
}

describe('CalendarFeedDialog', () => {
  beforeEach(() => {
    feed.mockReset()
    feed
      .mockResolvedValueOnce('https://gb.test/feed/1')
      .mockResolvedValueOnce('https://gb.test/feed/2')
  })

  it('offers Done as the primary action once the link is shown, and Done closes', async () => {
    const user = await openWithLink()
    const done = screen.getByRole('button', { name: 'Done' })
    expect(done).not.toHaveClass('border')
    expect(screen.getByRole('button', { name: 'Reset link…' })).toHaveClass('border')
    await user.click(done)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(feed).toHaveBeenCalledTimes(1)
  })

  it('resets the link only after a confirmation, and can be kept', async () => {
    const user = await openWithLink()
    await user.click(screen.getByRole('button', { name: 'Reset link…' }))
    expect(screen.getByRole('group', { name: 'Reset the feed link?' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Keep this link' }))
    expect(feed).toHaveBeenCalledTimes(1)

    await user.click(screen.getByRole('button', { name: 'Reset link…' }))
    await user.click(screen.getByRole('button', { name: 'Reset link' }))
    expect(await screen.findByLabelText('Your feed link')).toHaveValue('https://gb.test/feed/2')
    expect(feed).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('button', { name: 'Done' })).toBeVisible()
  })
})
