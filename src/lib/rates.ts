// How a trainer's session rate reads everywhere (finder card and row, trainer page, booking).

/** Shown where a trainer has no rate (none set, or 0). */
export const RATE_ON_REQUEST = 'Rate on request'

/** "$85/session" for whole dollars, "$85.50/session" with cents, "Rate on request" without a rate. */
export function formatRate(rate: number | null | undefined): string {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return RATE_ON_REQUEST
  const cents = Math.round(rate * 100)
  const amount = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)
  return `$${amount}/session`
}

/** Whether a trainer has set a rate (0 and empty mean "Rate on request"). */
export function hasRate(rate: number | null | undefined): rate is number {
  return formatRate(rate) !== RATE_ON_REQUEST
}
