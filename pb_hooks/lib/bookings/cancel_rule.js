// The 12-hour rule (moves stop, cancels become late) as the booking summary says it, for the confirmation email: the server's copy
// of src/content/cancel-rule.ts (hooks cannot import the app; tests/cancel-rule-copy.test.ts
// proves both give the same sentence).

const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const CANCEL_WINDOW_HOURS = br.rules.cancelWindowHours
// Singapore is UTC+8 all year, with no daylight saving.
const SGT_OFFSET_MS = br.SGT_OFFSET_MS
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function pad(n) {
  return n < 10 ? `0${n}` : String(n)
}

/** e.g. "Sat 28 Nov, 10:00 SGT". */
function formatSgtMoment(at) {
  const sgt = new Date(at.getTime() + SGT_OFFSET_MS)
  return `${DAYS[sgt.getUTCDay()]} ${sgt.getUTCDate()} ${MONTHS[sgt.getUTCMonth()]}, ${pad(sgt.getUTCHours())}:${pad(sgt.getUTCMinutes())} SGT`
}

/** The last moment a confirmed session starting at `start` can be cancelled or moved in the app. */
function cancelDeadlineOf(start) {
  return new Date(br.cancelDeadlineMs(start.getTime()))
}

/** What the booking summary and the confirmation email say about cancelling the session. */
function cancelRuleSentence(start, now) {
  const deadline = cancelDeadlineOf(start)
  if (now.getTime() > deadline.getTime()) {
    return `This session starts in less than ${CANCEL_WINDOW_HOURS} hours: once confirmed, it cannot be moved in the app, and cancelling it is a late cancel under the trainer’s policy.`
  }
  return `Once confirmed, you can cancel or move this session in the app until ${formatSgtMoment(deadline)} (${CANCEL_WINDOW_HOURS} hours before it starts); after that, cancelling is a late cancel under the trainer’s policy.`
}

module.exports = { CANCEL_WINDOW_HOURS, cancelRuleSentence }
