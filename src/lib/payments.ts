// Payments: the booking's agreed price and payment state, the trainer's packages, a client's
// purchases and the credit balance (docs/payments.md). Every call of the payment screens goes
// through here; the figures are booking_rules.json's `payments` (src/content/booking-rules.ts).
import type { UnsubscribeFunc } from 'pocketbase'
import { PAYMENT, PAYMENT_WORDS, PURCHASE, type PaymentState } from '@/content/statuses'
import { followMemberFeed } from './member-feed'
import { pb } from './pocketbase'
import type { BookingRecord } from './types'
import type {
  CreditLedgerResponse,
  PackagePurchasesResponse,
  PackagesResponse,
} from './pocketbase-types'

export type PackageRecord = Omit<PackagesResponse, 'expand'>
export type PurchaseRecord = Omit<PackagePurchasesResponse, 'expand'>
export type LedgerRecord = Omit<CreditLedgerResponse, 'expand'>

/** GET /api/gymbuddy/…/paynow: what the QR pays. */
export interface PayNowAnswer {
  payload: string
  amount: number
  reference: string
  payee: string
}

/** One purchase with its balance (GET /api/gymbuddy/credits). */
export interface CreditItem {
  purchase: string
  package: string
  trainer: string
  client: string
  trainerName: string
  clientName: string
  status: PurchaseRecord['status']
  sessions: number
  price: number
  remaining: number
  paidAt: string
  expiresAt: string
  /** When the client said they paid a pending purchase ('' until then). */
  claimedAt: string
  /** When the client closed their account ('' while they have one). */
  clientLeftAt: string
  /** The credits the client left unused when they closed their account. */
  leftUnused: number
}

/** GET /api/gymbuddy/payments/received: the trainer's takings this Singapore month. */
export interface ReceivedThisMonth {
  month: string
  total: number
  sessions: number
  packages: number
}

/** Each state's words are booking_rules.json's; '' is a booking not confirmed yet. */
export const PAYMENT_LABELS: Record<PaymentState | '', string> = {
  '': 'Not due yet',
  ...PAYMENT_WORDS,
}

/** How each side reads a payment state: the trainer is told what is waiting for them. */
export function paymentLabel(payment: PaymentState | '', side: 'booker' | 'trainer'): string {
  if (side === 'trainer' && payment === PAYMENT.claimed) return 'The client says they paid'
  return PAYMENT_LABELS[payment]
}

export function bookingPayNow(bookingId: string): Promise<PayNowAnswer> {
  return pb.send(`/api/gymbuddy/bookings/${encodeURIComponent(bookingId)}/paynow`, {})
}

export function purchasePayNow(purchaseId: string): Promise<PayNowAnswer> {
  return pb.send(`/api/gymbuddy/purchases/${encodeURIComponent(purchaseId)}/paynow`, {})
}

export function setPayment(bookingId: string, payment: PaymentState): Promise<BookingRecord> {
  return pb.collection('bookings').update(bookingId, { payment })
}

/** The trainer gives back a package session a client's late cancel or no-show spent. */
export function restoreCredit(bookingId: string): Promise<{ remaining: number }> {
  return pb.send(`/api/gymbuddy/bookings/${encodeURIComponent(bookingId)}/restore-credit`, {
    method: 'POST',
  })
}

/** A "Rate on request" trainer's price for a confirmed session (once). */
export function setBookingPrice(bookingId: string, price: number): Promise<BookingRecord> {
  return pb.collection('bookings').update(bookingId, { price })
}

export async function loadCredits(): Promise<CreditItem[]> {
  const answer: { items: CreditItem[] } = await pb.send('/api/gymbuddy/credits', {})
  return answer.items
}

/**
 * Calls `onChange` on every change to the member's package purchases (bought, paid, expired) and
 * bookings (a session spends or gives back a credit), live through the member feed: a purchase's
 * state and balance show without a reload.
 */
export async function subscribeToPurchases(onChange: () => void): Promise<UnsubscribeFunc> {
  const results = await Promise.allSettled([
    followMemberFeed('package_purchases', () => onChange()),
    followMemberFeed('bookings', () => onChange()),
  ])
  const stops = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()))
  }
  const failed = results.find((result) => result.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  return stopAll
}

/** A trainer's packages on offer (all of their own when it is the signed-in trainer). */
export function loadPackages(trainerId: string): Promise<PackageRecord[]> {
  return pb.collection('packages').getFullList({
    filter: pb.filter('trainer = {:t}', { t: trainerId }),
    sort: 'sessions',
  })
}

export function buyPackage(packageId: string, clientId: string): Promise<PurchaseRecord> {
  return pb.collection('package_purchases').create({ package: packageId, client: clientId })
}

/** The client says they paid for a pending purchase (the trainer is told). */
export function claimPurchase(purchaseId: string): Promise<{ claimedAt: string }> {
  return pb.send(`/api/gymbuddy/purchases/${encodeURIComponent(purchaseId)}/paid`, {
    method: 'POST',
    body: {},
  })
}

export function loadReceivedThisMonth(): Promise<ReceivedThisMonth> {
  return pb.send('/api/gymbuddy/payments/received', {})
}

export function activatePurchase(purchaseId: string): Promise<PurchaseRecord> {
  return pb.collection('package_purchases').update(purchaseId, { status: PURCHASE.active })
}

export type PackageInput = Pick<PackageRecord, 'name' | 'sessions' | 'price' | 'validDays'>

export function createPackage(trainerId: string, input: PackageInput): Promise<PackageRecord> {
  return pb.collection('packages').create({ ...input, trainer: trainerId, active: true })
}

export function setPackageActive(packageId: string, active: boolean): Promise<PackageRecord> {
  return pb.collection('packages').update(packageId, { active })
}

export function savePayNowDetails(paynowId: string, paynowName: string) {
  return pb.send('/api/gymbuddy/paynow', { method: 'POST', body: { paynowId, paynowName } })
}

/** Credit movements of the member's purchases, newest first. */
export function loadLedger(): Promise<LedgerRecord[]> {
  return pb.collection('credit_ledger').getFullList({ sort: '-created' })
}
