/// <reference path="../../pb_data/types.d.ts" />
// A trainer's busy times from their own calendars (docs/venues-and-free-hours.md, "Busy times"):
// an hour that overlaps one is not free (lib/venues/free_hours.js freeHoursFrom, the finder's
// "Free on" in lib/finder/finder_free.js) and is refused at request and at confirm, for a single
// session and every week of a series (lib/venues/when_where.js). Read by (trainer, start).
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)

const HOUR_MS = br.HOUR_MS
// No stored busy time is longer than a day (lib/venues/busy_expand.js cuts them at midnight): the
// (trainer, start) index reads from a day before the hours asked for.
const LONGEST_MS = br.DAY_MS
const BUSY_MESSAGE = 'The trainer is busy at this time in their own calendar: choose another time.'

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

function msOf(text) {
  return new Date(String(text).replace(' ', 'T')).getTime()
}

/** True when a session starting at `atMs` (one hour) overlaps one of the spans. */
function busyAt(spans, atMs) {
  if (!spans) return false
  for (const span of spans) if (span[0] < atMs + HOUR_MS && span[1] > atMs) return true
  return false
}

/** Each trainer's busy spans ([startMs, endMs)) overlapping [fromMs, toMs), one query for all. */
function busyBetween(app, trainerIds, fromMs, toMs) {
  const out = {}
  if (trainerIds.length === 0) return out
  const params = { from: stored(fromMs), to: stored(toMs), reach: stored(fromMs - LONGEST_MS) }
  const names = trainerIds.map((id, i) => {
    params[`t${i}`] = id
    return `{:t${i}}`
  })
  const answer = new DynamicModel({ v: '' })
  app
    .db()
    .newQuery(
      `SELECT COALESCE(json_group_array(json_array(trainer, start, "end")), '[]') AS v FROM busy_times
        WHERE trainer IN (${names.join(', ')}) AND start >= {:reach} AND start < {:to} AND "end" > {:from}`,
    )
    .bind(params)
    .one(answer)
  for (const [trainer, start, end] of JSON.parse(answer.v)) {
    const list = out[trainer] || (out[trainer] = [])
    list.push([msOf(start), msOf(end)])
  }
  return out
}

/** Refuses a session at `startMs` that overlaps a busy time of the trainer's own calendars. */
function checkNotBusy(app, trainerId, startMs, field) {
  const spans = busyBetween(app, [trainerId], startMs, startMs + HOUR_MS)[trainerId]
  if (busyAt(spans, startMs)) gb.fail(field, 'validation_calendar_busy', BUSY_MESSAGE)
}

/**
 * GET /api/gymbuddy/trainers/{id}/busy: the slot hours (ISO) from now to the booking horizon that
 * the trainer's own calendars make busy, so Book Session greys them. Only the hours: never the
 * times inside them or which calendar. Unknown trainers: an empty list, like no calendar.
 */
function busyRoute(e) {
  const trainerId = e.request.pathValue('id')
  const now = Date.now()
  const from = Math.floor(now / HOUR_MS) * HOUR_MS
  const to = now + (br.rules.horizonDays + 1) * br.DAY_MS
  const spans = busyBetween(e.app, [trainerId], from, to)[trainerId] || []
  const hours = {}
  for (const span of spans) {
    for (let at = Math.floor(span[0] / HOUR_MS) * HOUR_MS; at < span[1] && at < to; at += HOUR_MS) {
      if (at + HOUR_MS > span[0] && at > now && br.isSlotHour(new Date(at))) hours[at] = true
    }
  }
  const busy = Object.keys(hours)
    .map(Number)
    .sort((a, b) => a - b)
    .map((at) => new Date(at).toISOString())
  return e.json(200, { busy: busy })
}

module.exports = { busyAt, busyBetween, checkNotBusy, busyRoute }
