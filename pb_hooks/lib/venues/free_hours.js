/// <reference path="../../pb_data/types.d.ts" />
// A trainer's free hours (docs/venues-and-free-hours.md): one computation, freeHoursFrom, for
// GET /api/gymbuddy/trainers/{id}/free?days=14 (the hours anyone could request from a listed
// trainer now, as ISO datetimes in order; unknown or unlisted trainers are 404, like the finder
// not showing them) and for each finder card's "Next free" (firstFreeHours, lib/finder/finder_free.js).
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { STATUS } = br
const ww = require(`${__hooks}/lib/venues/when_where.js`)
const busy = require(`${__hooks}/lib/venues/busy_times.js`)

const RULES = br.rules.whenWhere
const HOUR_MS = br.HOUR_MS
const DAY_MS = br.DAY_MS
const SGT_OFFSET_MS = br.SGT_OFFSET_MS
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']
const FIRST_HOUR = br.rules.firstSlotHour
const LAST_HOUR = br.rules.lastSlotHour
const SLOT_HOURS = []
for (let hour = FIRST_HOUR; hour <= LAST_HOUR; hour++) SLOT_HOURS.push(hour)
const stored = ww.stored
const numberOf = ww.numberOf
const venuesOf = ww.venuesOf
const travelClash = ww.travelClash

/** Midnight (UTC ms) of the Singapore day holding `ms`. */
function sgtMidnight(ms) {
  return Math.floor((ms + SGT_OFFSET_MS) / DAY_MS) * DAY_MS - SGT_OFFSET_MS
}

/** The start hours the trainer works on a weekday ('sun'..'sat'): none set = every slot hour. */
function workedHours(weeklyHours, day) {
  if (!weeklyHours || typeof weeklyHours !== 'object' || Object.keys(weeklyHours).length === 0) {
    return SLOT_HOURS
  }
  return Array.isArray(weeklyHours[day]) ? weeklyHours[day] : []
}

/**
 * The hours anyone could request now on the Singapore days from `from` (a Singapore midnight) to
 * `to` (at most `limit`; 0: all), from the trainer's profile and their confirmed sessions around
 * them: working hours, not a day off, not confirmed, not busy in their own calendars (`busy`),
 * at least the minimum notice ahead, and with some venue of theirs clear of the travel time. Day
 * by day: a day's checks run once.
 */
function freeHoursFrom(schedule, sessions, from, to, nowMs, limit) {
  const weeklyHours = schedule.weeklyHours
  const daysOff = schedule.daysOff
  const earliest = Math.max(nowMs + 1, nowMs + schedule.minNoticeHours * HOUR_MS)
  const gap = schedule.travelGapHours
  const taken = {}
  for (const session of sessions) taken[session.at] = true
  const places = schedule.venueNames.length ? schedule.venueNames : ['']
  const free = []
  for (let day = from; day < to; day += DAY_MS) {
    if (day + DAY_MS <= earliest) continue
    // `day` is a Singapore midnight: its date and weekday are those of day + 8 h in UTC.
    const sgt = new Date(day + SGT_OFFSET_MS)
    if (Array.isArray(daysOff) && daysOff.indexOf(sgt.toISOString().slice(0, 10)) !== -1) continue
    for (const hour of workedHours(weeklyHours, WEEKDAYS[sgt.getUTCDay()])) {
      if (hour < FIRST_HOUR || hour > LAST_HOUR) continue
      const at = day + hour * HOUR_MS
      if (at < earliest || taken[at] || busy.busyAt(schedule.busy, at)) continue
      if (gap > 0 && !places.some((place) => !travelClash(sessions, at, place, gap, []))) continue
      free.push(new Date(at).toISOString())
      if (limit && free.length >= limit) return free
    }
  }
  return free
}

/** What freeHoursFrom reads of a trainer profile record (none: every hour, no rules). */
function scheduleOf(profile) {
  return {
    weeklyHours: profile ? gb.jsonValue(profile, 'weeklyHours') : null,
    daysOff: profile ? gb.jsonValue(profile, 'daysOff') : null,
    minNoticeHours: numberOf(profile, 'minNoticeHours'),
    travelGapHours: numberOf(profile, 'travelGapHours'),
    venueNames: venuesOf(profile).map((v) => v.name),
  }
}

/** The same from a trainer_profiles row read as JSON (no record objects: a finder page's 30). */
function scheduleOfRow(row) {
  const venues = row.venues
  return {
    weeklyHours: row.weeklyHours,
    daysOff: row.daysOff,
    minNoticeHours: row.minNoticeHours,
    travelGapHours: row.travelGapHours,
    venueNames: Array.isArray(venues)
      ? venues.filter((v) => v && typeof v.name === 'string').map((v) => v.name)
      : [],
  }
}

// Sessions this far around the days asked for can still need travel time (the longest gap).
const REACH_MS = (RULES.travelGapHoursMax + 1) * HOUR_MS

/**
 * The schedules and confirmed sessions (from - reach .. to + reach) of these trainers, each read
 * as one JSON text and parsed once: reading rows field by field through the VM costs more.
 */
function schedulesAndSessions(app, trainerIds, from, to) {
  const params = { from: stored(from - REACH_MS), to: stored(to + REACH_MS) }
  const names = trainerIds.map((id, i) => {
    params[`t${i}`] = id
    return `{:t${i}}`
  })
  const answer = new DynamicModel({ profiles: '', sessions: '' })
  app
    .db()
    .newQuery(
      `SELECT (SELECT json_group_array(json_object('user', user,
          'weeklyHours', CASE WHEN json_valid(weeklyHours) THEN json(weeklyHours) END,
          'daysOff', CASE WHEN json_valid(daysOff) THEN json(daysOff) END,
          'minNoticeHours', COALESCE(minNoticeHours, 0), 'travelGapHours', COALESCE(travelGapHours, 0),
          'venues', CASE WHEN json_valid(venues) THEN json(venues) END))
        FROM trainer_profiles WHERE user IN (${names.join(', ')})) AS profiles,
      (SELECT json_group_array(json_array(id, gymBuddy, datetime, venue)) FROM bookings
        WHERE status = '${STATUS.confirmed}' AND gymBuddy IN (${names.join(', ')})
          AND datetime >= {:from} AND datetime < {:to}) AS sessions`,
    )
    .bind(params)
    .one(answer)
  const schedules = {}
  for (const row of JSON.parse(answer.profiles || '[]')) schedules[row.user] = scheduleOfRow(row)
  const sessions = {}
  for (const [id, gymBuddy, datetime, venue] of JSON.parse(answer.sessions || '[]')) {
    const list = sessions[gymBuddy] || (sessions[gymBuddy] = [])
    list.push({ id: id, at: new Date(datetime.replace(' ', 'T')).getTime(), venue: venue })
  }
  return { schedules: schedules, sessions: sessions }
}

/** The trainer's free hours on the Singapore days from today for `days` days (the free route). */
function freeHours(app, trainerId, days, nowMs) {
  return firstFree(app, [trainerId], days, nowMs, 0)[trainerId]
}

/**
 * Each trainer's first free hour in the next `days` days (ISO, '' when none), as freeHours
 * finds it: one query for all of them (a finder page's cards).
 */
function firstFreeHours(app, trainerIds, days, nowMs) {
  const lists = firstFree(app, trainerIds, days, nowMs, 1)
  const out = {}
  for (const id of trainerIds) out[id] = lists[id][0] || ''
  return out
}

/** Each trainer's free hours (at most `limit`; 0: all), from one read of their data. */
function firstFree(app, trainerIds, days, nowMs, limit) {
  const from = sgtMidnight(nowMs)
  return freeBetween(app, trainerIds, from, from + days * DAY_MS, nowMs, limit)
}

/**
 * Each trainer's free hours on one Singapore day (`dayStart`, its midnight) whose start hour is
 * within `part` ({ firstHour, lastHour }): the finder's "Free on" cards, one read for the page.
 */
function freeHoursOnDay(app, trainerIds, dayStart, part, nowMs) {
  const lists = freeBetween(app, trainerIds, dayStart, dayStart + DAY_MS, nowMs, 0)
  const out = {}
  for (const id of trainerIds) {
    out[id] = (lists[id] || []).filter((iso) => {
      const hour = (Date.parse(iso) - dayStart) / HOUR_MS
      return hour >= part.firstHour && hour <= part.lastHour
    })
  }
  return out
}

function freeBetween(app, trainerIds, from, to, nowMs, limit) {
  const out = {}
  if (trainerIds.length === 0) return out
  const data = schedulesAndSessions(app, trainerIds, from, to)
  // Busy times of the trainers' own calendars (lib/venues/busy_times.js).
  const busySpans = busy.busyBetween(app, trainerIds, from, to)
  for (const id of trainerIds) {
    const schedule = data.schedules[id] || scheduleOf(null)
    schedule.busy = busySpans[id] || []
    out[id] = freeHoursFrom(schedule, data.sessions[id] || [], from, to, nowMs, limit)
  }
  return out
}

function daysOf(text) {
  if (text === '') return RULES.freeDaysDefault
  const days = Number(text)
  if (!/^\d+$/.test(text) || days < 1 || days > RULES.freeDaysMax) {
    gb.fail(
      'days',
      'validation_free_days',
      `Give days as a whole number from 1 to ${RULES.freeDaysMax}.`,
    )
  }
  return days
}

function freeRoute(e) {
  const days = daysOf(e.request.url.query().get('days'))
  const id = e.request.pathValue('id')
  if (!require(`${__hooks}/lib/finder/finder_index.js`).isListed(e.app, id)) {
    throw new NotFoundError('This trainer could not be found.')
  }
  return e.json(200, { free: freeHours(e.app, id, days, Date.now()) })
}

module.exports = { freeRoute, firstFreeHours, freeHoursOnDay, sgtMidnight }
