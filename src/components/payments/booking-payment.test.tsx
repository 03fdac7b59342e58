import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { makeBookingRecord } from '@/testing/user-area-records'
import { BookingPayment } from './booking-payment'

const setPayment = vi.fn((..._args: unknown[]) => Promise.resolve({}))
vi.mock('@/lib/payments', async (original) => ({
  ...(await original<typeof import('@/lib/payments')>()),
  setPayment: (...args: unknown[]) => setPayment(...args),
}))

const confirmed = makeBookingRecord({ status: 'confirmed', price: 80, payment: 'unpaid' })

describe('BookingPayment', () => {
  it('shows the agreed price and state, and the client pays by PayNow', () => {
    render(<BookingPayment booking={confirmed} side="booker" onChanged={() => {}} />)
    expect(screen.getByText(/S\$80/)).toHaveTextContent('S$80 · Unpaid')
    expect(screen.getByRole('button', { name: 'Pay by PayNow' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Payment received' })).not.toBeInTheDocument()
  })

  it('the trainer marks it received or waives it', async () => {
    const onChanged = vi.fn()
    render(<BookingPayment booking={confirmed} side="trainer" onChanged={onChanged} />)
    expect(screen.getByRole('button', { name: 'Waive' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Payment received' }))
    expect(setPayment).toHaveBeenCalledWith('b1', 'received')
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled())
  })

  it('a claimed payment reads as waiting for the trainer to the client, as the client’s word to the trainer', () => {
    const claimed = makeBookingRecord({ status: 'confirmed', price: 80, payment: 'claimed' })
    const client = render(<BookingPayment booking={claimed} side="booker" onChanged={() => {}} />)
    expect(screen.getByText(/S\$80/)).toHaveTextContent('S$80 · Paid, waiting for the trainer')
    client.unmount()
    render(<BookingPayment booking={claimed} side="trainer" onChanged={() => {}} />)
    expect(screen.getByText(/S\$80/)).toHaveTextContent('S$80 · The client says they paid')
    expect(screen.getByRole('button', { name: 'Payment received' })).toBeInTheDocument()
  })

  it('says nothing about payment for an unanswered request', () => {
    const { container } = render(
      <BookingPayment booking={makeBookingRecord()} side="booker" onChanged={() => {}} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
