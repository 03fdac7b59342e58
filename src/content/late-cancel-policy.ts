// A trainer's late-cancel and no-show policy, as the app says it: the choices (keys of
// booking_rules.json `lateCancel.policies`, the schema's select), the fee a percentage makes of
// the agreed price (the server's twin: pb_hooks/lib/payments/late_fees.js; both round to the cent,
// tests/late-cancel-policy.test.ts checks the server's figure) and the sentences the trainer page,
// Book Session and the cancel dialog show.
import { BOOKING_RULES, CANCEL_WINDOW_HOURS } from './booking-rules'
import { OUTCOME, STATUS } from './statuses'

export type LateCancelPolicyName = keyof typeof BOOKING_RULES.lateCancel.policies

export const LATE_CANCEL_POLICY = Object.fromEntries(
  Object.keys(BOOKING_RULES.lateCancel.policies).map((name) => [name, name]),
) as { readonly [N in LateCancelPolicyName]: N }

/** The profile form's words for each choice. */
export const POLICY_CHOICES: { value: LateCancelPolicyName; label: string }[] = [
  { value: LATE_CANCEL_POLICY.none, label: 'No charge' },
  { value: LATE_CANCEL_POLICY.forfeit_credit, label: 'A package session is spent' },
  { value: LATE_CANCEL_POLICY.fee, label: 'A fee (package: a session is spent)' },
]

/** What a booking stores (bookings.policy) and a profile carries. */
export interface LateCancelPolicy {
  lateCancelPolicy?: string | null
  lateCancelFeePct?: number | null
  noShowFeePct?: number | null
}

export const POLICY_MESSAGES = {
  percentInvalid: 'Enter a whole percentage from 0 to 100.',
} as const

/** The policy's name; an empty or unknown one reads as none. */
export function policyName(policy: LateCancelPolicy | null | undefined): LateCancelPolicyName {
  const name = policy?.lateCancelPolicy ?? ''
  return name in BOOKING_RULES.lateCancel.policies
    ? (name as LateCancelPolicyName)
    : LATE_CANCEL_POLICY.none
}

/** `pct` percent of `price`, in SGD to the cent. */
export function feeOf(price: number, pct: number): number {
  return Math.round(price * pct) / 100
}

const sgd = (amount: number) => `S$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`

/** One line per case, for the trainer page and the booking summary. */
export function policyLines(policy: LateCancelPolicy | null | undefined): string[] {
  const name = policyName(policy)
  const window = `less than ${CANCEL_WINDOW_HOURS} hours before the start`
  if (name === LATE_CANCEL_POLICY.none) {
    return ['No charge for cancelling late or not coming.']
  }
  const credit = `Cancelling ${window} or not coming: a package session is spent.`
  if (name === LATE_CANCEL_POLICY.forfeit_credit) {
    return [credit, 'Sessions paid one by one are not charged.']
  }
  return [
    credit,
    `Sessions paid one by one: ${policy?.lateCancelFeePct ?? 0}% of the price for cancelling ${window}, ${policy?.noShowFeePct ?? 0}% for not coming.`,
  ]
}

/** What the cancel dialog says before the button, for the booker of a confirmed session. */
export function lateCancelConsequence(
  booking: { policy?: unknown; price?: number; purchase?: string },
  late: boolean,
): string {
  if (!late)
    return `You can cancel free of charge: the session is more than ${CANCEL_WINDOW_HOURS} hours away.`
  const policy = (booking.policy ?? null) as LateCancelPolicy | null
  const name = policyName(policy)
  const lead = `This session starts in less than ${CANCEL_WINDOW_HOURS} hours: cancelling now is a late cancel.`
  if (name === LATE_CANCEL_POLICY.none) return `${lead} The trainer’s policy: no charge.`
  if (booking.purchase) return `${lead} Under the trainer’s policy, your package session is spent.`
  const fee = feeOf(booking.price ?? 0, policy?.lateCancelFeePct ?? 0)
  if (name === LATE_CANCEL_POLICY.fee && fee > 0) {
    return `${lead} Under the trainer’s policy, you will owe a late-cancel fee of ${sgd(fee)} (${policy?.lateCancelFeePct}% of ${sgd(booking.price ?? 0)}).`
  }
  return `${lead} The trainer’s policy charges nothing for this session.`
}

/** A fee's name on a row: a late cancel's or a no-show's. */
export function feeKind(booking: { lateCancel?: boolean }): string {
  return booking.lateCancel ? 'Late-cancel fee' : 'No-show fee'
}

interface SpendableBooking {
  purchase?: string
  lateCancel?: boolean
  cancelledBy?: string
  booker?: string
  status?: string
  outcome?: string
  policy?: unknown
}

/** True when a client's late cancel or no-show kept this booking's package session spent. */
export function isCreditSpentByClient(booking: SpendableBooking): boolean {
  if (!booking.purchase) return false
  if (booking.lateCancel && booking.cancelledBy === booking.booker) {
    const name = policyName(booking.policy as LateCancelPolicy | null)
    return name === LATE_CANCEL_POLICY.forfeit_credit || name === LATE_CANCEL_POLICY.fee
  }
  return booking.status === STATUS.confirmed && booking.outcome === OUTCOME.client_no_show
}
