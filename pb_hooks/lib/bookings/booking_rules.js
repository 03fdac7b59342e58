// The booking rules as data, for the hooks: pb_hooks/lib/bookings/booking_rules.json is the one home of
// every figure, of the status transition table (from -> to -> who) and of every status, outcome
// and payment state. The app imports the same JSON (src/content/booking-rules.ts,
// src/content/statuses.ts); tests/booking-rules-copy.test.ts proves both read the same values and
// allow the same transitions. Add a new booking rule to the JSON, then read it here.
const rules = require(`${__hooks}/lib/bookings/booking_rules.json`)

const HOUR_MS = 3600 * 1000

/** { word: 'word' } for each key of a json table: hooks write STATUS.expired, never 'expired'. */
function named(table) {
  const out = {}
  for (const word of Object.keys(table)) out[word] = word
  return Object.freeze(out)
}

const STATUS = named(rules.statuses)
const OPEN_STATUSES = Object.keys(rules.statuses).filter((status) => rules.statuses[status].open)
const FINAL_STATUSES = Object.keys(rules.statuses).filter((status) => !rules.statuses[status].open)

/** The table's row for this change, or null: `side` is 'booker' or 'trainer'. */
function transitionOf(from, to, side) {
  for (const row of rules.transitions) {
    if (row.from === from && row.to === to && row.by === side) return row
  }
  return null
}

/** True when nobody may change a booking in this status any more. */
function isFinal(status) {
  return FINAL_STATUSES.indexOf(status) !== -1
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
  STATUS,
  SERIES_STATUS: named(rules.series.statuses),
  OUTCOME: named(rules.outcomes),
  PAYMENT: named(rules.payments.states),
  PURCHASE: named(rules.payments.purchaseStatuses),
  OPEN_STATUSES,
  FINAL_STATUSES,
  HOUR_MS,
  DAY_MS: 24 * HOUR_MS,
  SGT_OFFSET_MS: rules.sgtOffsetHours * HOUR_MS,
  transitionOf,
  isFinal,
  cancelDeadlineMs,
  isSlotHour,
}
