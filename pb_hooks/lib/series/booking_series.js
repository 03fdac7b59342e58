/// <reference path="../../pb_data/types.d.ts" />
// Standing weekly sessions (docs/series.md): a series is one request for the same hour every week.
// Its occurrences are ordinary bookings (bookings.series) made, answered and cancelled together in
// one transaction, each one checked by the single request's own checks (lib/bookings/bookings.js
// checkNewBooking / checkBookingChange), so every rule a single request obeys applies to each week.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { SERIES_STATUS, STATUS } = br
const dates = require(`${__hooks}/lib/series/series_dates.js`)

const SERIES = br.rules.series
// Marks a series-wide change in progress: its occurrences' own notifications stay quiet.
const BUSY = 'gymbuddy.series.'
const DATE = /^\d{4}-\d\d-\d\d$/
// Why a week cannot be booked, in a few words: by the single request's refusal message, else its
// code; any other refusal is quoted whole.
const WHY_BY_MESSAGE = {
  'The trainer is not working on this day.': 'day off',
  'The trainer does not work at this hour.': 'outside working hours',
}
const WHY_BY_CODE = {
  validation_slot_taken: 'already booked',
  validation_booking_clash: 'you have another session then',
  validation_booking_duplicate: 'already requested',
  validation_booking_horizon: `more than ${br.rules.horizonDays} days ahead`,
  validation_booking_past: 'in the past',
  validation_min_notice: 'sooner than the trainer’s notice',
  validation_travel_gap: 'no travel time after another venue',
  validation_calendar_busy: 'busy in the trainer’s own calendar',
}

const bk = () => require(`${__hooks}/lib/bookings/bookings.js`)
const fx = () => require(`${__hooks}/lib/bookings/booking_effects.js`)

/** { field, code, message } of a refusal thrown by gb.fail, or null for any other error. */
function refusalOf(error) {
  const data = error && (error.data || (error.value && error.value.data))
  if (!data) return null
  for (const field of Object.keys(data)) {
    const item = data[field] || {}
    const read = (key) => String(typeof item[key] === 'function' ? item[key]() : item[key])
    return { field, code: read('code'), message: read('message') }
  }
  return null
}

/** What a single request's checks see: the member, their record and body, inside `app`. */
function memberEvent(e, app, record, body) {
  return {
    app,
    record,
    auth: e.auth,
    hasSuperuserAuth: () => false,
    requestInfo: () => ({ auth: e.auth, body, query: {}, headers: {} }),
  }
}

function newOccurrence(app, series, datetime, status) {
  const booking = new Record(app.findCachedCollectionByNameOrId('bookings'))
  booking.set('booker', series.getString('booker'))
  booking.set('gymBuddy', series.getString('gymBuddy'))
  booking.set('datetime', datetime)
  booking.set('status', status)
  booking.set('venue', series.getString('venue'))
  return booking
}

/** '' when this week can be requested exactly as a single request, else why not (a few words). */
function whyNot(e, app, series, week) {
  const booking = newOccurrence(app, series, week.datetime, STATUS.requested)
  const body = {
    booker: series.getString('booker'),
    gymBuddy: series.getString('gymBuddy'),
    datetime: week.datetime,
    status: STATUS.requested,
    venue: series.getString('venue'),
  }
  try {
    bk().checkNewBooking(memberEvent(e, app, booking, body), app)
    // The venue as the trainer's list spells it (lib/venues/when_where.js checkRequest).
    week.venue = booking.getString('venue')
    const booker = series.getString('booker')
    if (fx().requestedAt(app, booker, series.getString('gymBuddy'), week.datetime, '')) {
      gb.fail('datetime', 'validation_booking_duplicate', fx().DUPLICATE)
    }
  } catch (error) {
    const refusal = refusalOf(error)
    // A refusal of the whole request (not this week's date: self, limits...) refuses the series.
    if (!refusal || refusal.field !== 'datetime') throw error
    return WHY_BY_MESSAGE[refusal.message] || WHY_BY_CODE[refusal.code] || refusal.message
  }
  return ''
}

/** Every week of the series with `why` ('' = bookable; skipped weeks are not checked). */
function planOf(e, app, series) {
  const first = gb.dateOf(series, 'datetime')
  if (!first) gb.fail('datetime', 'validation_required', 'Choose a date and a time slot.')
  const weeks = dates.weeksOf(
    first.getTime(),
    series.getInt('weeks'),
    gb.jsonValue(series, 'skipDates'),
  )
  for (const week of weeks) week.why = week.skipped ? '' : whyNot(e, app, series, week)
  return weeks
}

function refuseConflicts(weeks) {
  const bad = weeks.filter((week) => !week.skipped && week.why)
  if (bad.length === 0) return
  gb.fail(
    'datetime',
    'validation_series_conflict',
    `Some weeks cannot be booked: ${bad.map((w) => `${w.label}: ${w.why}`).join('; ')}. Skip them or choose another time.`,
  )
}

/** weeks within bounds, skipDates a list of the series' own dates leaving at least one session. */
function checkShape(record) {
  const weeks = record.getInt('weeks')
  if (weeks < SERIES.weeks.min || weeks > SERIES.weeks.max) {
    gb.fail(
      'weeks',
      'validation_series_weeks',
      `Choose ${SERIES.weeks.min} to ${SERIES.weeks.max} weeks.`,
    )
  }
  const skip = gb.jsonValue(record, 'skipDates') || []
  const first = gb.dateOf(record, 'datetime')
  const own = first ? dates.weeksOf(first.getTime(), weeks, []).map((w) => w.date) : []
  const valid = Array.isArray(skip) && skip.every((d) => DATE.test(d) && own.indexOf(d) !== -1)
  if (!valid) {
    gb.fail('skipDates', 'validation_series_skip', 'Skip only dates of the series, as YYYY-MM-DD.')
  }
  const unique = skip.filter((d, i) => skip.indexOf(d) === i).sort()
  if (unique.length >= weeks) {
    gb.fail('skipDates', 'validation_series_skip', 'Keep at least one session in the series.')
  }
  record.set('skipDates', unique)
}

/** Saves one booking per week not skipped (`fill` completes each), in the series' transaction. */
function addOccurrences(app, series, weeks, status, fill) {
  const made = []
  const on = weeks.filter((week) => !week.skipped)
  // One answer deadline for the whole series: the first week's (48 hours, or its start if sooner).
  const answerBy = on.length
    ? dates.stored(Math.min(Date.now() + br.rules.answerWithinHours * br.HOUR_MS, on[0].ms))
    : ''
  for (const week of on) {
    const booking = newOccurrence(app, series, week.datetime, status)
    booking.set('series', series.id)
    if (status === STATUS.requested) booking.set('answerBy', answerBy)
    if (fill) fill(booking)
    app.save(booking)
    made.push(booking)
  }
  return made
}

/** onRecordCreateRequest: the member's series and its requests, all or nothing. */
function createSeries(e) {
  const record = e.record
  if (e.hasSuperuserAuth()) {
    // Operators and the demo seed: the occurrences take the series' status, unchecked.
    gb.inTransaction(e, (txApp) => {
      e.next()
      const weeks = dates.weeksOf(
        gb.dateOf(record, 'datetime').getTime(),
        record.getInt('weeks'),
        gb.jsonValue(record, 'skipDates'),
      )
      addOccurrences(txApp, record, weeks, record.getString('status') || STATUS.requested)
    })
    return
  }
  const status = record.getString('status')
  if (status !== '' && status !== SERIES_STATUS.requested) {
    gb.fail('status', 'validation_series_status', 'A new series must have the status requested.')
  }
  record.set('status', SERIES_STATUS.requested)
  record.set('reason', '')
  record.set('answeredAt', '')
  // A change from a week on is asked for on a confirmed series only (lib/series/series_changes.js).
  for (const field of ['changeWeek', 'changeDatetime', 'changeVenue', 'changeBy'])
    record.set(field, '')
  checkShape(record)
  // First without the write lock (a refusal never queues for it), then again inside.
  const planned = planOf(e, e.app, record)
  refuseConflicts(planned)
  const firstOn = planned.find((week) => !week.skipped)
  if (firstOn) record.set('venue', firstOn.venue || '')
  gb.inTransaction(e, (txApp) => {
    const weeks = planOf(e, txApp, record)
    refuseConflicts(weeks)
    e.next()
    const made = addOccurrences(txApp, record, weeks, STATUS.requested, (booking) =>
      // Each week is priced as a member's single request is (at the trainer's rate now).
      require(`${__hooks}/lib/payments/payments.js`).fillNewBooking(txApp, booking),
    )
    tell(txApp, record, made[0], 'series_requested', record.getString('gymBuddy'), e.auth.id)
  })
}

/** One notification (and so one email) for a series event, linked to the series. */
function tell(app, series, booking, kind, userId, actorId) {
  const anchor = booking || gb.findFirst(app, 'bookings', 'series = {:id}', { id: series.id })
  if (!anchor) return
  const row = require(`${__hooks}/lib/notifications/notifications.js`).notify(
    app,
    anchor,
    kind,
    userId,
    actorId,
  )
  if (!row) return
  row.set('series', series.id)
  app.save(row)
}

/** The series' occurrences still ahead and open (requested or confirmed), earliest first. */
function openAhead(app, seriesId) {
  return app.findRecordsByFilter(
    'bookings',
    `series = {:id} && datetime > {:now} && (status = '${STATUS.requested}' || status = '${STATUS.confirmed}')`,
    'datetime',
    0,
    0,
    { id: seriesId, now: fx().nowStored() },
  )
}

/** True while a series-wide change saves this booking (its own notification stays quiet). */
function isSeriesEvent(booking) {
  const id = booking.getString('series')
  return !!id && $app.store().has(BUSY + id)
}

/** Open requests as the limits count them: a series' waiting weeks are one request. */
function openRequestUnits(bookings) {
  const seen = {}
  return bookings.filter((b) => {
    const id = b.getString('series')
    if (!id) return true
    if (seen[id]) return false
    seen[id] = true
    return true
  })
}

module.exports = {
  BUSY,
  openAhead,
  refusalOf,
  memberEvent,
  tell,
  planOf,
  whyNot,
  checkShape,
  createSeries,
  isSeriesEvent,
  openRequestUnits,
}
