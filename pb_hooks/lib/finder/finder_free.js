/// <reference path="../../pb_data/types.d.ts" />
// The finder's "Free at" (a Singapore day in the next 14, and a part of the day) and each card's
// "Next free" (docs/venues-and-free-hours.md). The filter is one SQL condition on a
// `_finder_search` row: the trainer's week, notice, travel time, days off and confirmed sessions
// ahead are columns of that row (filled here on each sync and booking save), so only a trainer
// with a travel time probes the (gymBuddy, datetime) index, for rows every other check kept. It keeps
// exactly the trainers lib/venues/free_hours.js freeHours lists an hour for then
// (tests/finder-free.test.ts compares the two); "Next free" is the first of firstFreeHours.
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { STATUS } = br
const free = require(`${__hooks}/lib/venues/free_hours.js`)
const page = require(`${__hooks}/lib/finder/finder_page.js`)

const RULES = br.rules.whenWhere
const HOUR_MS = br.HOUR_MS
const DAY_MS = br.DAY_MS
const FIRST = br.rules.firstSlotHour
const LAST = br.rules.lastSlotHour
const EVERY_HOUR = (1 << (LAST - FIRST + 1)) - 1
const DAY_COLUMNS = [
  'hoursSun',
  'hoursMon',
  'hoursTue',
  'hoursWed',
  'hoursThu',
  'hoursFri',
  'hoursSat',
]
const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

// A weekday's start hours as a mask; missing or {} weeklyHours: every hour (working_hours.js).
const MASK = (day) => `CASE WHEN COALESCE(json_valid(tp.weeklyHours), 0) = 0
    OR json_type(tp.weeklyHours) != 'object'
    OR (SELECT COUNT(*) FROM json_each(tp.weeklyHours)) = 0 THEN ${EVERY_HOUR}
  ELSE COALESCE((SELECT SUM(DISTINCT 1 << (j.value - ${FIRST})) FROM json_each(tp.weeklyHours, '$.${day}') j
    WHERE j.value BETWEEN ${FIRST} AND ${LAST}), 0) END`

const REFRESH = (rows) => `UPDATE _finder_search AS fr
SET (${DAY_COLUMNS.join(', ')}, noticeHours, travelHours, daysOff) = (SELECT
  ${DAY_KEYS.map(MASK).join(',\n  ')},
  COALESCE(tp.minNoticeHours, 0), COALESCE(tp.travelGapHours, 0), COALESCE(CAST(tp.daysOff AS TEXT), '')
  FROM users u JOIN trainer_profiles tp ON tp.id = u.trainer_profile WHERE u.id = fr.id),
  bookedSlots = ${BOOKED} ${rows}`

// The trainer's confirmed sessions still ahead (and just behind, for travel time), read by the
// (gymBuddy, datetime) index: the filter tests an hour with instr, no lookup per row.
const BOOKED = `COALESCE((SELECT group_concat(b.datetime, '|') FROM bookings b
  WHERE b.gymBuddy = fr.id AND b.status = '${STATUS.confirmed}' AND b.datetime >= {:since}), '')`

const columns = require(`${__hooks}/lib/finder/finder_columns.js`).finderColumns(
  'hoursSun',
  REFRESH,
  since,
)

/** Brings these trainers' weeks in `_finder_search` in step with their profiles. */
const refreshFinder = columns.refreshRows

/** After a booking save: its trainer's confirmed sessions in their finder row. */
function refreshBooked(app, trainerId) {
  if (!trainerId || !columns.ready(app)) return
  app
    .db()
    .newQuery(`UPDATE _finder_search AS fr SET bookedSlots = ${BOOKED} WHERE fr.id = {:id}`)
    .bind({ id: trainerId, since: since() })
    .execute()
}

/** Every row's weeks and sessions again (daily: sessions that have passed drop out). */
const refreshAll = columns.refreshAll

/** Sessions from this instant on can still matter (travel time before the next free hour). */
function since() {
  return stored(Date.now() - (RULES.travelGapHoursMax + 1) * HOUR_MS)
}

/** Every row not computed yet (rows the scale seeder wrote by SQL; a first start). */
function refreshMissing(app) {
  columns.run(app, 'WHERE fr.hoursSun IS NULL')
}

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** The filter's day and part from the query: { day: 'YYYY-MM-DD', part } or null (not set). */
function readFreeAt(query, refuse) {
  const day = query.get('freeDay') || ''
  const partKey = query.get('freePart') || ''
  if (!day && !partKey) return null
  const today = free.sgtMidnight(Date.now())
  const start = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00+08:00`) : NaN
  if (isNaN(start) || start < today || start >= today + RULES.finderDays * DAY_MS) {
    refuse(
      'freeDay',
      'validation_invalid_value',
      `Free on must be a day in the next ${RULES.finderDays}.`,
    )
  }
  const part = partKey
    ? RULES.partsOfDay.filter((p) => p.key === partKey)[0]
    : { firstHour: FIRST, lastHour: LAST }
  if (!part) {
    const keys = RULES.partsOfDay.map((p) => p.key).join(', ')
    refuse('freePart', 'validation_invalid_value', `Part of day must be one of ${keys}.`)
  }
  return { dayStart: start, part: part }
}

/**
 * The "Free at" condition on a `_finder_search` row `f`, binding its values into `params`; ''
 * when no hour of the part is still ahead (nobody is free then: the caller keeps no row).
 */
function freeAtCheck(freeAt, params, nowMs) {
  const weekday = new Date(freeAt.dayStart + br.SGT_OFFSET_MS).getUTCDay()
  const week = `COALESCE(f.${DAY_COLUMNS[weekday]}, ${EVERY_HOUR})`
  params.freeYmd = new Date(freeAt.dayStart + br.SGT_OFFSET_MS).toISOString().slice(0, 10)
  const hours = []
  let partMask = 0
  for (let hour = freeAt.part.firstHour; hour <= freeAt.part.lastHour; hour++) {
    const at = freeAt.dayStart + hour * HOUR_MS
    if (at <= nowMs) continue
    const n = hours.length
    partMask |= 1 << (hour - FIRST)
    params[`freeBit${n}`] = 1 << (hour - FIRST)
    params[`freeAt${n}`] = stored(at)
    params[`freeEnd${n}`] = stored(at + HOUR_MS)
    params[`freeAhead${n}`] = at - nowMs
    for (const gap of [1, 2]) {
      params[`freeLo${gap}_${n}`] = stored(at - (gap + 1) * HOUR_MS)
      params[`freeHi${gap}_${n}`] = stored(at + (gap + 1) * HOUR_MS)
    }
    hours.push(n)
  }
  if (hours.length === 0) return '0'
  params.freePartMask = partMask
  const travelOk = (n) => `(COALESCE(f.travelHours, 0) = 0 OR (SELECT COUNT(DISTINCT b.venue)
    FROM bookings b WHERE b.gymBuddy = f.id AND b.status = '${STATUS.confirmed}'
      AND b.datetime > CASE f.travelHours WHEN 1 THEN {:freeLo1_${n}} ELSE {:freeLo2_${n}} END
      AND b.datetime < CASE f.travelHours WHEN 1 THEN {:freeHi1_${n}} ELSE {:freeHi2_${n}} END
      AND b.datetime != {:freeAt${n}}) <= 1)`
  // Busy in the trainer's own calendar (lib/venues/busy_times.js: no stored span is over a day).
  params.freeBusyFrom = stored(freeAt.dayStart - DAY_MS)
  const notBusy = (n) => `NOT EXISTS (SELECT 1 FROM busy_times bt WHERE bt.trainer = f.id
      AND bt.start >= {:freeBusyFrom} AND bt.start < {:freeEnd${n}} AND bt."end" > {:freeAt${n}})`
  const hourFree = (n) => `((${week} & {:freeBit${n}}) != 0
    AND {:freeAhead${n}} >= COALESCE(f.noticeHours, 0) * ${HOUR_MS}
    AND instr(COALESCE(f.bookedSlots, ''), {:freeAt${n}}) = 0
    AND ${notBusy(n)}
    AND ${travelOk(n)})`
  return `((${week} & {:freePartMask}) != 0 AND instr(COALESCE(f.daysOff, ''), {:freeYmd}) = 0
    AND (${hours.map(hourFree).join(' OR ')}))`
}

/**
 * The finder's answer (JSON text) with each card's `nextFree`: the trainer's first free hour in
 * the next 14 days ('' when none), as the free route finds it; with "Free on" (`freeAt`), also
 * `freeOn`: { day: 'YYYY-MM-DD', hours: [ISO] }, that day's free hours in the part asked for, so
 * the card shows the day asked about, not another. SQLite reads the page's ids and sets the
 * values by path on the answer's text (no parse and print of it in the JSVM).
 */
function withNextFree(app, answerText, perPage, nowMs, freeAt) {
  const ids = page.pageIds(app, answerText, perPage)
  if (ids.length === 0) return answerText
  const first = free.firstFreeHours(app, ids, RULES.finderDays, nowMs)
  const params = { answer: answerText }
  const sets = ids.map((id, i) => {
    params[`n${i}`] = first[id] || ''
    return `'$.items[${i}].nextFree', {:n${i}}`
  })
  if (freeAt) {
    const day = new Date(freeAt.dayStart + br.SGT_OFFSET_MS).toISOString().slice(0, 10)
    const onDay = free.freeHoursOnDay(app, ids, freeAt.dayStart, freeAt.part, nowMs)
    ids.forEach((id, i) => {
      params[`f${i}`] = JSON.stringify({ day: day, hours: onDay[id] || [] })
      sets.push(`'$.items[${i}].freeOn', json({:f${i}})`)
    })
  }
  const out = new DynamicModel({ v: '' })
  app
    .db()
    .newQuery(`SELECT json_set({:answer}, ${sets.join(', ')}) AS v`)
    .bind(params)
    .one(out)
  return out.v
}

module.exports = {
  refreshFinder,
  refreshBooked,
  refreshAll,
  refreshMissing,
  readFreeAt,
  freeAtCheck,
  withNextFree,
}
