import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import ReminderAnswerPage from './reminder-answer-page'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

const look = () => pbStub.route('/api/gymbuddy/reminder-answer/session')
const answer = () => pbStub.route('/api/gymbuddy/reminder-answer')
const SESSION = {
  booking: 'b1',
  trainerName: 'Marcus Lim',
  datetime: '2026-12-05 02:00:00.000Z',
  venue: 'ActiveSG Gym @ Toa Payoh',
}

function open() {
  render(
    <MemoryRouter initialEntries={['/reminder#b1.123.abc']}>
      <Routes>
        <Route path="/reminder" element={<ReminderAnswerPage />} />
      </Routes>
    </MemoryRouter>,
  )
  return userEvent.setup()
}

describe('the reminder link page', () => {
  beforeEach(() => resetPbStub())

  it("shows the session; opening it sends nothing, I'm coming sends the link's token", async () => {
    look().mockResolvedValue(SESSION)
    answer().mockResolvedValue({ booking: 'b1' })
    const events = open()
    expect(await screen.findByText('Your session with Marcus Lim')).toBeInTheDocument()
    expect(screen.getByText('Saturday, 5 December 2026 at 10:00 SGT')).toBeInTheDocument()
    expect(look()).toHaveBeenCalledWith({ method: 'POST', body: { token: 'b1.123.abc' } })
    expect(answer()).not.toHaveBeenCalled()
    expect(screen.getByRole('link', { name: "I can't make it" })).toHaveAttribute(
      'href',
      '/my-bookings?cancel=b1',
    )
    await events.click(screen.getByRole('button', { name: "I'm coming" }))
    expect(answer()).toHaveBeenCalledWith({ method: 'POST', body: { token: 'b1.123.abc' } })
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Thank you: Marcus Lim can see that you're coming.",
    )
    expect(screen.queryByRole('button', { name: "I'm coming" })).toBeNull()
  })

  it('explains a link that can no longer answer, with no buttons', async () => {
    const message = 'This session has already started.'
    look().mockRejectedValue(
      pbError(400, { token: { code: 'validation_link_expired', message } }, message),
    )
    open()
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: "I'm coming" })).toBeNull()
    expect(screen.getByRole('link', { name: 'Open My Bookings' })).toHaveAttribute(
      'href',
      '/user/bookings',
    )
  })

  it('explains a refusal of the answer itself', async () => {
    const message = 'You already said you are coming to this session.'
    look().mockResolvedValue(SESSION)
    answer().mockRejectedValue(
      pbError(400, { token: { code: 'validation_link_used', message } }, message),
    )
    const events = open()
    await events.click(await screen.findByRole('button', { name: "I'm coming" }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })
})
