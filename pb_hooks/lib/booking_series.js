/// <reference path="../../pb_data/types.d.ts" />
// Standing weekly sessions (docs/series.md): a series is one request for the same hour every week.
// Its occurrences are ordinary bookings (bookings.series) made, answered and cancelled together in
// one transaction, each one checked by the single request's own checks (lib/bookings.js
// checkNewBooking / checkBookingChange), so every rule a single request obeys applies to each week.
const gb = require(`${__hooks}/lib/gymbuddy.js`)
const br = require(`${__hooks}/lib/booking_rules.js`)
const dates = require(`${__hooks}/lib/series_dates.js`)

const SERIES = br.rules.series
// Marks a series-wide change in progress: its occurrences' own notifications stay quiet.
const BUSY = 'gymbuddy.series.'
const EDITABLE = ['status', 'reason']
const READONLY = ['booker', 'gymBuddy', 'datetime', 'weeks', 'skipDates']
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
}
// A week whose request lapsed or began meanwhile is left as it is when the series is answered.
const LEFT_AS_IS = ['validation_booking_expired', 'validation_booking_past']

const bk = () => require(`${__hooks}/lib/bookings.js`)
const fx = () => require(`${__hooks}/lib/booking_effects.js`)

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
  return booking
}

/** '' when this week can be requested exactly as a single request, else why not (a few words). */
function whyNot(e, app, series, week) {
  const booking = newOccurrence(app, series, week.datetime, 'requested')
  const body = {
    booker: series.getString('booker'),
    gymBuddy: series.getString('gymBuddy'),
    datetime: week.datetime,
    status: 'requested',
  }
  try {
    bk().checkNewBooking(memberEvent(e, app, booking, body), app)
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

/** Saves one booking per week not skipped, in the series' transaction; returns them. */
function addOccurrences(app, series, weeks, status) {
  const made = []
  for (const week of weeks) {
    if (week.skipped) continue
    const booking = newOccurrence(app, series, week.datetime, status)
    booking.set('series', series.id)
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
      addOccurrences(txApp, record, weeks, record.getString('status') || 'requested')
    })
    return
  }
  const status = record.getString('status')
  if (status !== '' && status !== 'requested') {
    gb.fail('status', 'validation_series_status', 'A new series must have the status requested.')
  }
  record.set('status', 'requested')
  record.set('reason', '')
  record.set('answeredAt', '')
  checkShape(record)
  // First without the write lock (a refusal never queues for it), then again inside.
  refuseConflicts(planOf(e, e.app, record))
  gb.inTransaction(e, (txApp) => {
    const weeks = planOf(e, txApp, record)
    refuseConflicts(weeks)
    e.next()
    const made = addOccurrences(txApp, record, weeks, 'requested')
    tell(txApp, record, made[0], 'series_requested', record.getString('gymBuddy'), e.auth.id)
  })
}

/** The series' occurrences still ahead and open (requested or confirmed), earliest first. */
function openAhead(app, seriesId) {
  return app.findRecordsByFilter(
    'bookings',
    "series = {:id} && datetime > {:now} && (status = 'requested' || status = 'confirmed')",
    'datetime',
    0,
    0,
    { id: seriesId, now: fx().nowStored() },
  )
}

/**
 * Applies the series' answer to each open week through the single booking's own change check:
 * confirm or decline the requested ones; cancel the rest (a trainer declines what is still only
 * requested). Weeks the 12-hour rule protects stay and are returned as `kept`.
 */
function applyToWeeks(e, app, seriesId, to, side, reason) {
  const changed = []
  const kept = []
  const refused = []
  for (const booking of openAhead(app, seriesId)) {
    const from = fx().statusOf(booking)
    if (to !== 'cancelled' && from !== 'requested') continue
    const target =
      to === 'cancelled' && side === 'trainer' && from === 'requested' ? 'declined' : to
    booking.set('status', target)
    booking.set('reason', reason)
    try {
      bk().checkBookingChange(memberEvent(e, app, booking, { status: target, reason }), app)
    } catch (error) {
      const refusal = refusalOf(error)
      if (!refusal) throw error
      const label = dates.dayLabel(gb.dateOf(booking, 'datetime').getTime())
      if (to === 'cancelled') kept.push(booking)
      else if (LEFT_AS_IS.indexOf(refusal.code) === -1) refused.push(`${label}: ${refusal.message}`)
      continue
    }
    app.save(booking)
    changed.push(booking)
  }
  if (refused.length) {
    gb.fail(
      'status',
      'validation_series_conflict',
      `Some weeks cannot be ${to}: ${refused.join('; ')}`,
    )
  }
  return { changed, kept }
}

function cleanReason(record) {
  const reason = gb.asString(record.get('reason')).trim()
  if (gb.charCount(reason) > br.rules.maxReasonLength) {
    gb.fail(
      'reason',
      'validation_too_long',
      `The reason must be at most ${br.rules.maxReasonLength} characters.`,
    )
  }
  return reason
}

/** The series table's row for this change (booking_rules.json series.transitions), or a refusal. */
function allowedChange(from, to, side) {
  const row = SERIES.transitions.find((r) => r.from === from && r.to === to && r.by === side)
  if (row) return row
  if (from === 'declined' || from === 'cancelled') {
    gb.fail('status', 'validation_booking_answered', `This series has already been ${from}.`)
  }
  if (SERIES.transitions.some((r) => r.from === from && r.to === to)) {
    gb.fail(
      'status',
      'validation_booking_not_allowed',
      to === 'cancelled'
        ? 'Decline the request instead of cancelling it.'
        : 'Only the trainer can confirm or decline a series.',
    )
  }
  return gb.fail('status', 'validation_series_status', `A ${from} series cannot become ${to}.`)
}

/** onRecordUpdateRequest: the trainer's one answer, or either side cancelling the rest. */
function changeSeries(e) {
  if (e.hasSuperuserAuth()) return e.next()
  const record = e.record
  const body = e.requestInfo().body
  for (const key of Object.keys(body)) {
    if (EDITABLE.indexOf(key) === -1 && READONLY.indexOf(key) !== -1) {
      const before = gb.findById(e.app, 'booking_series', record.id)
      if (before.getString(key) !== record.getString(key)) {
        gb.fail(key, 'validation_series_readonly', 'Only the status of a series can change.')
      }
    }
  }
  const reason = cleanReason(record)
  gb.inTransaction(e, (txApp) => {
    const stored = gb.findById(txApp, 'booking_series', record.id)
    for (const key of READONLY.concat(['answeredAt'])) record.set(key, stored.get(key))
    const from = stored.getString('status') || 'requested'
    const to = record.getString('status')
    const side = e.auth.id === stored.getString('gymBuddy') ? 'trainer' : 'booker'
    if (to === from) {
      gb.fail('status', 'validation_series_status', `This series is already ${from}.`)
    }
    const row = allowedChange(from, to, side)
    if (row.reasonRequired && !reason) {
      gb.fail('reason', 'validation_required', 'Please say why you are cancelling these sessions.')
    }
    record.set('reason', to === 'confirmed' ? stored.getString('reason') : reason)
    if (to !== 'cancelled') record.set('answeredAt', fx().nowStored())
    $app.store().set(BUSY + record.id, true)
    try {
      const { changed } = applyToWeeks(e, txApp, record.id, to, side, reason)
      e.next()
      const other = side === 'trainer' ? stored.getString('booker') : stored.getString('gymBuddy')
      tell(txApp, record, changed[0], `series_${to}`, other, e.auth.id)
    } finally {
      $app.store().remove(BUSY + record.id)
    }
  })
}

/** One notification (and so one email) for a series event, linked to the series. */
function tell(app, series, booking, kind, userId, actorId) {
  const anchor = booking || gb.findFirst(app, 'bookings', 'series = {:id}', { id: series.id })
  if (!anchor) return
  const row = require(`${__hooks}/lib/notifications.js`).notify(app, anchor, kind, userId, actorId)
  if (!row) return
  row.set('series', series.id)
  app.save(row)
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

/** The datetimes of the series' weeks still ahead and open (what a cancel of the rest kept). */
function keptDates(app, seriesId) {
  return openAhead(app, seriesId).map((b) => b.getString('datetime'))
}

module.exports = {
  planOf,
  checkShape,
  createSeries,
  changeSeries,
  isSeriesEvent,
  openRequestUnits,
  keptDates,
}
