/// <reference path="../../pb_data/types.d.ts" />
// The dates of a weekly series and how they are named ("Tue 24 Dec"): Singapore has no daylight
// saving, so every occurrence is the first one plus whole weeks. Used by lib/series/booking_series.js,
// its notifications and its calendar file.
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)

const WEEK_MS = 7 * br.DAY_MS
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** PocketBase's stored form of an instant. */
function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** The Singapore calendar date (YYYY-MM-DD) of an instant. */
function sgtDate(ms) {
  return new Date(ms + br.SGT_OFFSET_MS).toISOString().slice(0, 10)
}

/** "Tue 24 Dec" in Singapore time. */
function dayLabel(ms) {
  const d = new Date(ms + br.SGT_OFFSET_MS)
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`
}

/** "7 pm" in Singapore time. */
function hourLabel(ms) {
  const hour = new Date(ms + br.SGT_OFFSET_MS).getUTCHours()
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${twelve} ${hour < 12 ? 'am' : 'pm'}`
}

/** [year, month, day, hour, minute] in UTC, as the ics library takes a start. */
function utcParts(ms) {
  const d = new Date(ms)
  return [
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
  ]
}

/** Every week of the series from `firstMs`: { ms, datetime, date, label, skipped }. */
function weeksOf(firstMs, weeks, skipDates) {
  const skip = Array.isArray(skipDates) ? skipDates : []
  const list = []
  for (let week = 0; week < weeks; week++) {
    const ms = firstMs + week * WEEK_MS
    const date = sgtDate(ms)
    list.push({
      ms,
      datetime: stored(ms),
      date,
      label: dayLabel(ms),
      skipped: skip.indexOf(date) !== -1,
    })
  }
  return list
}

module.exports = { stored, dayLabel, hourLabel, utcParts, weeksOf }
