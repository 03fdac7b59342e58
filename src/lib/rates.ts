/** Shown where a trainer has no rate (0 or none): the price is agreed in chat. */
export const RATE_ON_REQUEST = 'Rate on request'

/** A trainer's price per one-hour session: "$85/session", "$85.50/session", or Rate on request. */
export function formatRate(rate: number | null | undefined): string {
  if (!rate || rate <= 0) return RATE_ON_REQUEST
  const amount = Number.isInteger(rate) ? String(rate) : rate.toFixed(2)
  return `$${amount}/session`
}
