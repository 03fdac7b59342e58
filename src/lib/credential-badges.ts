// What a trainer's verified credentials say on a card and the trainer page: the thing checked,
// named ("NREP verified", "CPR/AED valid until Mar 2027"). The server keeps only verified,
// unexpired credentials in `badges` (pb_hooks/lib/safety/credentials.js).
import { formatSgtLongDate } from './dates'
import type { CredentialBadge } from './types'

/** "Mar 2027": the month and year a credential is valid until, in Singapore time. */
function monthYear(value: string): string {
  const [, month = '', year = ''] = formatSgtLongDate(value).split(' ')
  return `${month.slice(0, 3)} ${year}`
}

/** One badge's words. */
export function credentialBadgeLabel(badge: CredentialBadge): string {
  switch (badge.kind) {
    case 'nrep':
      return 'NREP verified'
    case 'cpr_aed':
      return badge.expiresAt ? `CPR/AED valid until ${monthYear(badge.expiresAt)}` : 'CPR/AED valid'
    default:
      return `${badge.title || 'Certificate'} verified`
  }
}

/** The badges a row carries, as a list whatever the server sent (null, missing or a list). */
export function credentialBadgesOf(badges: unknown): CredentialBadge[] {
  if (!Array.isArray(badges)) return []
  return badges.filter(
    (badge): badge is CredentialBadge =>
      typeof badge === 'object' && badge !== null && typeof badge.kind === 'string',
  )
}
