import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LateCancelPolicy } from '@/content/late-cancel-policy'
import { BookingSummary } from './booking-summary'

function renderSummary(hoursAway: number, credit = false, policy: LateCancelPolicy | null = null) {
  // On the hour, as the slots are.
  const at = new Date(Math.ceil((Date.now() + hoursAway * 3_600_000) / 3_600_000) * 3_600_000)
  render(
    <BookingSummary
      trainerName="Marcus"
      rate={80}
      region="East"
      at={at}
      busy={false}
      error={null}
      credit={credit}
      policy={policy}
      onRequest={() => {}}
    />,
  )
}

describe('BookingSummary', () => {
  it('says before booking until when the session can be cancelled or moved in the app', () => {
    renderSummary(48)
    expect(
      screen.getByText(
        /^Once confirmed, you can cancel or move this session in the app until .+ SGT \(12 hours before it starts\); after that, cancelling is a late cancel under the trainer’s policy\.$/,
      ),
    ).toBeVisible()
  })

  it('says plainly that a session less than 12 hours away cannot be cancelled in the app', () => {
    renderSummary(3)
    expect(
      screen.getByText(
        'This session starts in less than 12 hours: once confirmed, it cannot be moved in the app, and cancelling it is a late cancel under the trainer’s policy.',
      ),
    ).toBeVisible()
  })

  it('states the trainer’s late-cancel and no-show policy before the request is sent', () => {
    renderSummary(48, false, { lateCancelPolicy: 'fee', lateCancelFeePct: 50, noShowFeePct: 100 })
    const policy = screen.getByRole('group', { name: 'Late cancels and no-shows' })
    expect(policy).toHaveTextContent(
      'Cancelling less than 12 hours before the start or not coming: a package session is spent.',
    )
    expect(policy).toHaveTextContent(
      'Sessions paid one by one: 50% of the price for cancelling less than 12 hours before the start, 100% for not coming.',
    )
  })

  it('says a trainer without a policy charges nothing', () => {
    renderSummary(48)
    expect(screen.getByRole('group', { name: 'Late cancels and no-shows' })).toHaveTextContent(
      'No charge for cancelling late or not coming.',
    )
  })

  it('says the price without a package, and "1 credit" with "Use my package" ticked', () => {
    renderSummary(48)
    expect(screen.getByText('$80/session')).toBeVisible()
    expect(screen.queryByText('1 credit')).toBeNull()
  })

  it('says "1 credit" instead of the price when the package pays', () => {
    renderSummary(48, true)
    expect(screen.getByText('1 credit')).toBeVisible()
    expect(screen.queryByText('$80/session')).toBeNull()
  })
})
