// The booking rules as data, for the hooks: pb_hooks/lib/bookings/booking_rules.json is the one home of
// every figure and of the status transition table (from -> to -> who). The app imports the same
// JSON (src/content/booking-rules.ts); tests/booking-rules-copy.test.ts proves both read the same
// values and allow the same transitions. Add a new booking rule to the JSON, then read it here.
const rules = require(`${__hooks}/lib/bookings/booking_rules.json`)

const HOUR_MS = 3600 * 1000

/** The table's row for this change, or null: `side` is 'booker' or 'trainer'. */
function transitionOf(from, to, side) {
  for (const row of rules.transitions) {
    if (row.from === from && row.to === to && row.by === side) return row
  }
  return null
}

/** True when nobody may change a booking in this status any more. */
function isFinal(status) {
  return rules.finalStatuses.indexOf(status) !== -1
}

/** The last instant (ms) the booker may cancel or move a confirmed session starting at `startMs`. */
function cancelDeadlineMs(startMs) {
  return startMs - rules.cancelWindowHours * HOUR_MS
}

/** True when the wall clock of `date` in Singapore is a whole hour the app offers. */
function isSlotHour(date) {
  if (date.getUTCMinutes() !== 0 || date.getUTCSeconds() !== 0 || date.getUTCMilliseconds() !== 0) {
    return false
  }
  const sgtHour = (date.getUTCHours() + rules.sgtOffsetHours) % 24
  return sgtHour >= rules.firstSlotHour && sgtHour <= rules.lastSlotHour
}

module.exports = {
  rules,
  HOUR_MS,
  DAY_MS: 24 * HOUR_MS,
  SGT_OFFSET_MS: rules.sgtOffsetHours * HOUR_MS,
  transitionOf,
  isFinal,
  cancelDeadlineMs,
  isSlotHour,
}
