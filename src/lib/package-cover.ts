// A package paying for sessions booked before it was bought (docs/payments.md, "Covering booked
// sessions"): what the client may cover and the cover itself, by pb_hooks/lib/payments/package_cover.js.
import { STATUS } from '@/content/statuses'
import { pb } from './pocketbase'

/** One upcoming unpaid session the package can pay for. */
export interface CoverableSession {
  id: string
  datetime: string
  status: typeof STATUS.requested | typeof STATUS.confirmed
  venue: string
  price: number
  series: string
}

/** GET /api/gymbuddy/purchases/{id}/cover: the sessions, soonest first, and the credits free for them. */
export interface CoverChoices {
  purchase: string
  credits: number
  bookings: CoverableSession[]
}

const coverPath = (purchase: string) =>
  `/api/gymbuddy/purchases/${encodeURIComponent(purchase)}/cover`

export function loadCoverChoices(purchase: string): Promise<CoverChoices> {
  return pb.send(coverPath(purchase), {})
}

/** One credit each, all or none (a refusal names `bookings`). */
export function coverSessions(
  purchase: string,
  bookings: readonly string[],
): Promise<{ purchase: string; covered: string[]; remaining: number }> {
  return pb.send(coverPath(purchase), { method: 'POST', body: { bookings: bookings.join(',') } })
}
