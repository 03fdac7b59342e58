/// <reference path="../../pb_data/types.d.ts" />
// A weekly series as one calendar event (docs/series.md): the event of its first session
// (lib/bookings/calendar.js) repeating weekly for its weeks (RRULE), without the weeks that are not on:
// skipped, declined, cancelled or expired (EXDATE), plus one event per week a change from a week on
// moved off that grid. The private feed keeps listing each confirmed session as its own event.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const dates = require(`${__hooks}/lib/series/series_dates.js`)
const { STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

const ON = [STATUS.requested, STATUS.confirmed]

/** The .ics text of `series` for `viewerId` (its booker or trainer). */
function seriesFile(app, series, viewerId) {
  const calendar = require(`${__hooks}/lib/bookings/calendar.js`)
  const occurrences = app.findRecordsByFilter('bookings', 'series = {:id}', 'datetime', 0, 0, {
    id: series.id,
  })
  const on = {}
  for (const booking of occurrences) {
    if (ON.indexOf(booking.getString('status')) !== -1) on[booking.getString('datetime')] = true
  }
  const weeks = dates.weeksOf(gb.dateOf(series, 'datetime').getTime(), series.getInt('weeks'), [])
  const off = weeks.filter((week) => !on[week.datetime]).map((week) => week.ms)
  // The first session's event (title, link, reason), re-keyed to the series and made weekly.
  const first = occurrences[0] || series
  const event = calendar.eventOf(app, first, viewerId, {})
  event.uid = `series-${series.id}@gymbuddy.sg`
  event.start = dates.utcParts(weeks[0].ms)
  event.status = off.length === weeks.length ? 'CANCELLED' : 'CONFIRMED'
  event.recurrenceRule = `FREQ=WEEKLY;COUNT=${weeks.length}`
  if (off.length) event.exclusionDates = off
  const ics = require(`${__hooks}/vendor/ics.js`)
  // Weeks a change from a week on moved off the weekly grid: each its own event in the same file.
  const grid = {}
  for (const week of weeks) grid[week.datetime] = true
  const moved = occurrences
    .filter((b) => ON.indexOf(b.getString('status')) !== -1 && !grid[b.getString('datetime')])
    .map((b) =>
      Object.assign(calendar.eventOf(app, b, viewerId, {}), {
        uid: `series-${series.id}-${b.id}@gymbuddy.sg`,
      }),
    )
  if (moved.length === 0) {
    return calendar.unwrap(ics.createEvent(Object.assign(event, { method: 'PUBLISH' })))
  }
  const header = { productId: event.productId, method: 'PUBLISH' }
  return calendar.unwrap(ics.createEvents([event].concat(moved), header))
}

module.exports = { seriesFile }
