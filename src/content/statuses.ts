// Every booking status, series status, session outcome, payment state and purchase status, with
// their words, read from the one file the hooks read too (pb_hooks/lib/bookings/booking_rules.json).
// Code writes STATUS.expired, never 'expired' (lint: gymbuddy/no-status-literal). Each table's
// keys are its values, so the unions below are the json's own words and tsc compares them with
// the migrated schema's selects (typegen): a drift between the json and the schema fails tsc.
import rules from '../../pb_hooks/lib/bookings/booking_rules.json' with { type: 'json' }
import type {
  BookingSeriesStatusOptions,
  BookingsOutcomeOptions,
  BookingsOutcomeReplyOptions,
  BookingsPaymentOptions,
  BookingsStatusOptions,
  PackagePurchasesStatusOptions,
} from '@/lib/pocketbase-types'

export type BookingStatus = keyof typeof rules.statuses
type SeriesStatus = keyof typeof rules.series.statuses
export type Outcome = keyof typeof rules.outcomes
export type PaymentState = keyof typeof rules.payments.states
type PurchaseStatus = keyof typeof rules.payments.purchaseStatuses

/** { word: 'word' } for each key of a json table. */
function named<Word extends string>(table: Record<Word, unknown>): { readonly [W in Word]: W } {
  return Object.fromEntries(Object.keys(table).map((word) => [word, word])) as {
    readonly [W in Word]: W
  }
}

export const STATUS = named(rules.statuses)
export const SERIES_STATUS = named(rules.series.statuses)
export const OUTCOME = named(rules.outcomes)
export const PAYMENT = named(rules.payments.states)
export const PURCHASE = named(rules.payments.purchaseStatuses)

/** A status's entry in the json: its badge words and look, and whether it is still open. */
export function statusEntry(status: BookingStatus): {
  open?: boolean
  label: string
  badge: string
} {
  return rules.statuses[status]
}

/** The desk's words for an outcome ("The client did not come"). */
export const OUTCOME_WORDS: Record<Outcome, string> = rules.outcomes

/** How a payment state reads ("Paid with a package credit"). */
export const PAYMENT_WORDS: Record<PaymentState, string> = rules.payments.states

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/** tsc fails here when booking_rules.json and the migrated selects (npm run typegen) differ. */
export const SCHEMA_AGREES: [
  Same<BookingStatus, BookingsStatusOptions>,
  Same<SeriesStatus, BookingSeriesStatusOptions>,
  Same<Outcome, BookingsOutcomeOptions>,
  Same<Outcome, BookingsOutcomeReplyOptions>,
  Same<PaymentState, BookingsPaymentOptions>,
  Same<PurchaseStatus, PackagePurchasesStatusOptions>,
] = [true, true, true, true, true, true]
