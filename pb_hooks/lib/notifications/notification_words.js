/// <reference path="../../pb_data/types.d.ts" />
// The words of each notification's email (lib/notifications/notification_emails.js): subject and one sentence per
// kind, a move's old and new times, a burst of requests held together, a rating's stars. Every
// argument is already one line of text (lib/notifications/email_text.js).
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const MAX_LISTED = 10

function pad(n) {
  return n < 10 ? `0${n}` : String(n)
}

/** "Thu 26 Nov 2026, 19:00 SGT" (Singapore is UTC+8 all year). */
function sgtWhen(value) {
  const date = new Date(String(value).replace(' ', 'T'))
  const sgt = new Date(
    date.getTime() + require(`${__hooks}/lib/bookings/booking_rules.js`).SGT_OFFSET_MS,
  )
  return `${DAYS[sgt.getUTCDay()]} ${sgt.getUTCDate()} ${MONTHS[sgt.getUTCMonth()]} ${sgt.getUTCFullYear()}, ${pad(sgt.getUTCHours())}:${pad(sgt.getUTCMinutes())} SGT`
}

/** How long a trainer usually takes to answer, in words ("about 2 hours"). */
function replyWords(minutes) {
  if (minutes < 60) return minutes <= 1 ? 'a minute' : `about ${minutes} minutes`
  const hours = Math.round(minutes / 60)
  if (hours < 48) return `about ${hours} hour${hours === 1 ? '' : 's'}`
  return `about ${Math.round(hours / 24)} days`
}

/**
 * The wording of a request sent, a move (old and new time, and that an answer is needed) and a
 * move that lapsed; null for the other kinds. `row` holds previousDatetime, answerBy, replyMinutes.
 */
function moveWording(kind, actor, when, row) {
  const before = row.previousDatetime ? sgtWhen(row.previousDatetime) : ''
  const by = row.answerBy ? sgtWhen(row.answerBy) : ''
  if (kind === 'booking_sent') {
    const usual = row.replyMinutes
      ? `${actor} usually replies within ${replyWords(row.replyMinutes)}.`
      : `${actor} has no reply time yet.`
    const what = before ? `move your session on ${before} to ${when}` : `a session on ${when}`
    return [
      `Request sent to ${actor}: ${when}`,
      `Your request to ${what} was sent to ${actor}. ${usual} If ${actor} has not answered by ${by}, the request expires${before ? ` and your session on ${before} stands` : ''}.`,
    ]
  }
  if (kind === 'booking_rescheduled' && before) {
    return [
      `${actor} asks to move a session: answer needed`,
      `${actor} asks to move the session on ${before} to ${when}. Please confirm or decline the new time${by ? ` by ${by}` : ''}; until then the session on ${before} stands.`,
    ]
  }
  if (kind === 'session_proposed' && before) {
    return [
      `${actor} proposes a new time: answer needed`,
      `${actor} proposes to move your session on ${before} to ${when}. Accept or decline it in GymBuddy${by ? ` by ${by}` : ''}; until then your session on ${before} stands.`,
    ]
  }
  if (kind === 'session_proposal_accepted') {
    return [
      `New time accepted: ${when}`,
      `${actor} accepted the new time you proposed: the session${before ? ` on ${before}` : ''} moves to ${when}.`,
    ]
  }
  if (kind === 'session_proposal_declined') {
    return [
      `Session stands${before ? `: ${before}` : ''}`,
      `${actor} declined the new time ${when}${before ? `: the session on ${before} stands` : ''}.`,
    ]
  }
  if (kind === 'reschedule_kept') {
    return [
      `Session stands: ${before}`,
      `The move of ${actor}'s session to ${when} was not confirmed: the session on ${before} stands.`,
    ]
  }
  if ((kind === 'booking_declined' || kind === 'booking_expired') && before) {
    const what = kind === 'booking_declined' ? `${actor} declined` : 'Nobody answered'
    return [
      `Session stands: ${before}`,
      `${what} your request to move the session to ${when}: your session on ${before} stands.`,
    ]
  }
  return null
}

/** Subject and one sentence for each kind (every argument is already one line of text). */
function wording(kind, actor, when) {
  switch (kind) {
    case 'booking_requested':
      return [`New booking request from ${actor}`, `${actor} requested a session on ${when}.`]
    case 'booking_rescheduled':
      return [`${actor} rescheduled a session`, `${actor} moved their session to ${when}.`]
    case 'booking_confirmed':
      return [`Session confirmed: ${when}`, `${actor} confirmed your session on ${when}.`]
    case 'booking_declined':
      return [`Request declined: ${when}`, `${actor} declined your request for ${when}.`]
    case 'booking_cancelled':
      return [`Session cancelled: ${when}`, `${actor} cancelled the session on ${when}.`]
    case 'booking_expired':
      return [`Request expired: ${when}`, `Your request for ${when} expired without an answer.`]
    case 'booking_reminder':
      return [`Reminder: session on ${when}`, `Reminder: your session with ${actor} is on ${when}.`]
    case 'booking_reminder_soon':
      return [
        `Starting soon: session on ${when}`,
        `Your session with ${actor} starts soon, on ${when}.`,
      ]
    case 'review_received':
      return [`${actor} rated your session`, `${actor} rated your session on ${when}.`]
    case 'slot_opened':
      return [
        `A taken hour with ${actor} is free: ${when}`,
        `The hour you were waiting for with ${actor}, ${when}, is free again. Request it now: the first request ${actor} confirms gets it.`,
      ]
    case 'chat_expiring':
      return [
        `Your chat with ${actor} will be deleted`,
        `Your chat with ${actor} has had no message for ${require(`${__hooks}/lib/privacy/retention.json`).quietChatMonths} months: it will be deleted with its messages on ${when}. Send a message to keep it.`,
      ]
    case 'credential_verified':
      return [
        'Your credential is verified',
        'An operator checked your credential and verified it: clients now see it on your profile and in Find Gym Buddy.',
      ]
    case 'credential_rejected':
      return [
        'Your credential could not be verified',
        'An operator could not verify your credential. Their note is on your trainer profile, where you can correct it or add another.',
      ]
    case 'credential_expiring':
      return [
        'Your credential expires soon',
        `Your credential expires on ${when.split(',')[0]}. Add the renewed one on your trainer profile to keep your badge.`,
      ]
    case 'credential_expired':
      return [
        'Your credential has expired',
        'Your credential has expired and no longer shows on your profile. Add the renewed one on your trainer profile to show it again.',
      ]
    case 'calendar_failing':
      return [
        `Your calendar '${actor}' could not be read for a day`,
        `GymBuddy has not been able to read your calendar '${actor}' since ${when}, so its busy times may be out of date. Working Hours shows why; check its address or app password there.`,
      ]
    case 'outcome_settled':
      return [
        `Session record settled: ${when}`,
        `GymBuddy settled whether your session on ${when} happened. The answer is on your bookings.`,
      ]
    default:
      return [`GymBuddy update`, `There is news about your session on ${when}.`]
  }
}

/** Several requests (or reschedules) held together: one email listing them. */
function foldedWording(kind, actor, open) {
  const times = open.slice(0, MAX_LISTED).map((booking) => sgtWhen(booking.getString('datetime')))
  const more = open.length > MAX_LISTED ? ` and ${open.length - MAX_LISTED} more` : ''
  const list = `${times.join('; ')}${more}`
  if (kind === 'booking_sent') {
    return [
      `${open.length} requests sent to ${actor}`,
      `Your requests to ${actor} were sent: ${list}. Each expires if not answered within 48 hours, or by its start when sooner.`,
    ]
  }
  return kind === 'booking_rescheduled'
    ? [`${actor} rescheduled ${open.length} sessions`, `${actor} moved sessions to ${list}.`]
    : [
        `${open.length} booking requests from ${actor}`,
        `${actor} requested ${open.length} sessions: ${list}.`,
      ]
}

/** "rated your session" with the stars given (the review of the notification's booking). */
function ratingWording(app, notification, actor, when) {
  if (notification.getString('kind') !== 'review_received') return null
  const review = gb.findFirst(app, 'reviews', 'booking = {:booking}', {
    booking: notification.getString('booking'),
  })
  const rating = review ? review.getInt('rating') : 0
  if (rating < 1) return null
  const stars = `${rating} out of 5 star${rating === 1 ? '' : 's'}`
  return [
    `${actor} rated your session ${rating}/5`,
    `${actor} rated your session on ${when}: ${stars}.`,
  ]
}

module.exports = { sgtWhen, moveWording, wording, foldedWording, ratingWording }
