// What a notification says and where it leads: one line in words, Singapore time.
import { SGT_OFFSET_MS } from '@/content/booking-rules'
import type { NotificationRecord } from '@/lib/types'

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "Thu 26 Nov, 19:00" in Singapore time (UTC+8 all year) for a PocketBase date. */
export function shortSgtWhen(value: string): string {
  const instant = Date.parse(value.includes('T') ? value : value.replace(' ', 'T'))
  if (Number.isNaN(instant)) return ''
  const sgt = new Date(instant + SGT_OFFSET_MS)
  const time = `${String(sgt.getUTCHours()).padStart(2, '0')}:${String(sgt.getUTCMinutes()).padStart(2, '0')}`
  return `${DAYS[sgt.getUTCDay()]} ${sgt.getUTCDate()} ${MONTHS[sgt.getUTCMonth()]}, ${time}`
}

/** "26 Nov 2026" in Singapore time, for a day (an expiry) rather than a session hour. */
function shortSgtDay(value: string): string {
  const instant = Date.parse(value.includes('T') ? value : value.replace(' ', 'T'))
  if (Number.isNaN(instant)) return ''
  const sgt = new Date(instant + SGT_OFFSET_MS)
  return `${sgt.getUTCDate()} ${MONTHS[sgt.getUTCMonth()]} ${sgt.getUTCFullYear()}`
}

type Describable = Pick<NotificationRecord, 'kind' | 'actorName' | 'datetime'> &
  Partial<
    Pick<NotificationRecord, 'count' | 'previousDatetime' | 'answerBy' | 'lateCancel' | 'venue'>
  >

/** A burst from one member folded into one row (the server counts it): "3 requests from Nora Tan". */
function describeBurst(kind: NotificationRecord['kind'], actor: string, count: number) {
  switch (kind) {
    case 'booking_requested':
      return `${count} requests from ${actor}`
    case 'booking_rescheduled':
      return `${actor} rescheduled ${count} sessions`
    case 'booking_cancelled':
      return `${actor} cancelled ${count} requests`
    case 'booking_sent':
      return `${count} requests sent to ${actor}`
    default:
      return null
  }
}

/** e.g. "Marcus Lim confirmed Thu 26 Nov, 19:00". */
export function describeNotification({
  kind,
  actorName,
  datetime,
  count,
  previousDatetime,
  answerBy,
  lateCancel,
  venue,
}: Describable): string {
  // The session's venue goes with its time ("Tue 1 Dec, 19:00 at Bishan Park").
  const when = shortSgtWhen(datetime) + (venue ? ` at ${venue}` : '')
  const actor = actorName || 'Someone'
  const burst = count && count > 1 ? describeBurst(kind, actor, count) : null
  if (burst) return burst
  const before = previousDatetime ? shortSgtWhen(previousDatetime) : ''
  const by = answerBy ? ` · answer by ${shortSgtWhen(answerBy)}` : ''
  // One's own request: the deadline is the trainer's, never an order to the reader.
  const theyHave = answerBy ? `, who has until ${shortSgtWhen(answerBy)} to answer` : ''
  switch (kind) {
    case 'booking_sent':
      return before
        ? `Move of ${before} to ${when} sent to ${actor}${theyHave}`
        : `Request for ${when} sent to ${actor}${theyHave}`
    case 'reschedule_kept':
      return `${actor}'s session on ${before} stands (move to ${when} not confirmed)`
    case 'booking_requested':
      return `${actor} requested ${when}`
    case 'booking_rescheduled':
      return before
        ? `${actor} asks to move ${before} to ${when}: answer needed${by}`
        : `${actor} rescheduled to ${when}`
    case 'booking_confirmed':
      return `${actor} confirmed ${when}`
    case 'booking_declined':
      return before
        ? `${actor} declined the move to ${when}: your session on ${before} stands`
        : `${actor} declined ${when}`
    case 'booking_cancelled':
      if (lateCancel) return `${actor} cancelled ${when}: late cancel (under 12 hours' notice)`
      return actorName ? `${actorName} cancelled ${when}` : `Your session on ${when} was cancelled`
    case 'booking_expired':
      return before
        ? `Your move to ${when} expired: your session on ${before} stands`
        : `Your request for ${when} expired without an answer`
    case 'booking_reminder':
      return `Reminder: session with ${actor} on ${when}`
    case 'booking_reminder_soon':
      return `Starting soon: session with ${actor} on ${when}`
    case 'review_received':
      return `${actor} rated your session on ${when}`
    case 'slot_opened':
      return `${when} with ${actor} is free again: book it now`
    case 'series_requested':
      return `${actor} requested weekly sessions from ${when}`
    case 'series_confirmed':
      return `${actor} confirmed your weekly sessions from ${when}`
    case 'series_declined':
      return `${actor} declined your weekly sessions from ${when}`
    case 'series_cancelled':
      return `${actor} cancelled the rest of the weekly sessions from ${when}`
    case 'series_expired':
      return `Your weekly sessions with ${actor} from ${when} expired without an answer`
    case 'series_change_requested':
      return `${actor} asks to change your weekly sessions from ${when}`
    case 'series_change_confirmed':
      return `${actor} accepted the new weekly sessions from ${when}`
    case 'series_change_declined':
      return `${actor} kept your weekly sessions as they were from ${when}`
    case 'series_ended':
      return `${actor} ended your weekly sessions from ${when}`
    case 'session_proposed':
      return `${actor} proposes to move your session to ${when}: accept or decline`
    case 'session_proposal_accepted':
      return `${actor} accepted your new time: ${when}`
    case 'session_proposal_declined':
      return `${actor} declined your new time ${when}: the session stands`
    case 'payment_claimed':
      return `${actor} says they paid for ${when}`
    case 'payment_received':
      return `${actor} confirmed your payment for ${when}`
    case 'package_requested':
      return `${actor} wants to buy a package: confirm when paid`
    case 'package_activated':
      return `${actor} confirmed your package: your credits are ready`
    case 'package_expiring':
      return `Your package with ${actor} expires ${when}`
    case 'package_claimed':
      return `${actor} says they paid for a package: confirm when it arrives`
    case 'package_covered':
      return `${actor}'s package now pays for ${count && count > 1 ? `${count} booked sessions` : `the session on ${when}`}`
    case 'package_forfeited':
      return `A client who bought a package on ${shortSgtDay(datetime)} left GymBuddy with sessions unused`
    case 'chat_expiring':
      return `Your chat with ${actor} will be deleted ${when}: send a message to keep it`
    case 'credential_verified':
      return 'Your credential was verified: clients now see it on your profile'
    case 'credential_rejected':
      return 'Your credential could not be verified: see the note on your profile'
    case 'credential_expiring':
      return `Your credential expires ${shortSgtDay(datetime)}: add the renewed one to keep your badge`
    case 'credential_expired':
      return 'Your credential has expired: add the renewed one to show it again'
    case 'calendar_failing':
      return `Your calendar '${actorName}' could not be read since ${when}: see Working Hours`
    case 'outcome_settled':
      return `GymBuddy settled whether your session on ${when} happened`
    case 'outcome_no_show':
      return `${actor} says you did not come to ${when}${by}`
    case 'outcome_disputed':
      return `${actor} disputes whether ${when} happened: GymBuddy will settle it`
    case 'outcome_attended':
      return `${actor} says the session on ${when} happened${by}`
    case 'payment_waived':
      return `${actor} waived the payment for ${when}`
    case 'payment_unpaid':
      return `${actor} has not received your payment for ${when} yet`
    case 'payment_refunded':
      return `${actor} refunded your payment for ${when}`
    case 'price_set':
      return `${actor} set the price for ${when}`
    case 'late_fee_due':
      return `A fee is due for ${when} under ${actor}'s policy: pay it by PayNow`
    case 'credit_restored':
      return `${actor} gave back your package session for ${when}`
    case 'outcome_weather':
      return `${actor} says weather stopped the session on ${when}${by}`
  }
}

/**
 * Trainers answer on My Schedule; clients follow their bookings on My Bookings. The booking it is
 * about is named in the address (`?booking=`): that screen scrolls to its row and highlights it.
 */
export function notificationLink({
  role,
  booking,
  kind,
  actor,
  datetime,
}: Pick<NotificationRecord, 'role'> &
  Partial<Pick<NotificationRecord, 'booking' | 'kind' | 'actor' | 'datetime'>>): string {
  if (kind?.startsWith('package_')) return '/user/payments'
  if (kind?.startsWith('credential_')) return '/user/gym-buddy-profile/edit'
  if (kind === 'calendar_failing') return '/user/gym-buddy-profile/hours'
  if (kind === 'chat_expiring' && actor) return `/user/chat/${encodeURIComponent(actor)}`
  // A waited-for hour that freed up opens Book Session at that hour with its trainer.
  if (kind === 'slot_opened' && actor && datetime) {
    const at = new Date(Date.parse(datetime.replace(' ', 'T'))).toISOString()
    return `/book-session/${encodeURIComponent(actor)}?at=${encodeURIComponent(at)}`
  }
  const screen = role === 'trainer' ? '/user/schedule' : '/user/bookings'
  return booking ? `${screen}?booking=${encodeURIComponent(booking)}` : screen
}

const MINUTE_MS = 60_000

/** How long ago a notification came: "just now", "5 min ago", "2 h ago", "3 d ago", then the date. */
export function noticeAge(created: string, now: Date): string {
  const instant = Date.parse(created.includes('T') ? created : created.replace(' ', 'T'))
  if (Number.isNaN(instant)) return ''
  const minutes = Math.floor((now.getTime() - instant) / MINUTE_MS)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`
  if (minutes < 7 * 24 * 60) return `${Math.floor(minutes / (24 * 60))} d ago`
  return shortSgtWhen(created).split(',')[0]
}

/** The bell's accessible name: "Notifications, 3 unread" or "Notifications". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'
}

/**
 * The tab title: the page's own name, e.g. "My Bookings · GymBuddy", led by the unread messages and
 * notifications together: "(3) My Bookings · GymBuddy".
 */
export function tabTitle(unread: number, page?: string): string {
  const title = page ? `${page} · GymBuddy` : 'GymBuddy'
  return unread > 0 ? `(${unread}) ${title}` : title
}
