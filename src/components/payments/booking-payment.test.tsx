import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { makeBookingRecord } from '@/testing/user-area-records'
import { BookingPayment } from './booking-payment'

const setPayment = vi.fn((..._args: unknown[]) => Promise.resolve({}))
const restoreCredit = vi.fn((..._args: unknown[]) => Promise.resolve({ remaining: 5 }))
vi.mock('@/lib/payments', async (original) => ({
  ...(await original<typeof import('@/lib/payments')>()),
  setPayment: (...args: unknown[]) => setPayment(...args),
  restoreCredit: (...args: unknown[]) => restoreCredit(...args),
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

  it('a late cancel under a fee shows the fee: the client pays it, the trainer receives or waives it', async () => {
    const late = makeBookingRecord({
      status: 'cancelled',
      price: 80,
      feeDue: 40,
      payment: 'fee_due',
      lateCancel: true,
    })
    const client = render(<BookingPayment booking={late} side="booker" onChanged={() => {}} />)
    expect(screen.getByTestId('fee-payment')).toHaveTextContent('Late-cancel fee S$40 · Fee due')
    expect(screen.getByRole('button', { name: 'Pay fee by PayNow' })).toBeInTheDocument()
    client.unmount()
    render(<BookingPayment booking={late} side="trainer" onChanged={() => {}} />)
    expect(screen.getByRole('button', { name: 'Fee received' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Waive fee' }))
    expect(setPayment).toHaveBeenCalledWith('b1', 'waived')
  })

  it('a package session a late cancel kept spent: the trainer gives it back in one click', async () => {
    const spent = makeBookingRecord({
      status: 'cancelled',
      booker: 'me',
      cancelledBy: 'me',
      lateCancel: true,
      purchase: 'p1',
      payment: 'package',
      policy: { lateCancelPolicy: 'forfeit_credit', lateCancelFeePct: 0, noShowFeePct: 0 },
    })
    const client = render(<BookingPayment booking={spent} side="booker" onChanged={() => {}} />)
    expect(screen.getByTestId('credit-restore')).toHaveTextContent(
      'Package session spent (late cancel, trainer’s policy)',
    )
    expect(screen.queryByRole('button', { name: 'Give the session back' })).toBeNull()
    client.unmount()
    render(<BookingPayment booking={spent} side="trainer" onChanged={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: 'Give the session back' }))
    expect(restoreCredit).toHaveBeenCalledWith('b1')
  })

  it('says nothing about payment for an unanswered request', () => {
    const { container } = render(
      <BookingPayment booking={makeBookingRecord()} side="booker" onChanged={() => {}} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
