/// <reference path="../../pb_data/types.d.ts" />
// A weekly series answered or cancelled as a whole (docs/series.md): the trainer's one confirm or
// decline, and either side cancelling the rest, each week through the single booking's own change
// check (lib/bookings/bookings.js checkBookingChange) and save, in the series' transaction.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { SERIES_STATUS, STATUS } = br
const dates = require(`${__hooks}/lib/series/series_dates.js`)
const series = require(`${__hooks}/lib/series/booking_series.js`)

const SERIES = br.rules.series
const EDITABLE = ['status', 'reason']
const READONLY = ['booker', 'gymBuddy', 'datetime', 'weeks', 'skipDates'].concat(
  // A change from a week on goes through its own routes (lib/series/series_changes.js).
  ['changeWeek', 'changeDatetime', 'changeVenue', 'changeBy'],
)
// A week whose request lapsed or began meanwhile is left as it is when the series is answered.
const LEFT_AS_IS = ['validation_booking_expired', 'validation_booking_past']

const bk = () => require(`${__hooks}/lib/bookings/bookings.js`)
const fx = () => require(`${__hooks}/lib/bookings/booking_effects.js`)

/**
 * Applies the series' answer to each open week through the single booking's own change check:
 * confirm or decline the requested ones; cancel the rest (a trainer declines what is still only
 * requested). Weeks the 12-hour rule protects stay and are returned as `kept`.
 */
function applyToWeeks(e, app, seriesId, to, side, reason) {
  const changed = []
  const kept = []
  const refused = []
  for (const booking of series.openAhead(app, seriesId)) {
    const from = fx().statusOf(booking)
    if (to !== SERIES_STATUS.cancelled && from !== STATUS.requested) continue
    const target =
      to === SERIES_STATUS.cancelled && side === 'trainer' && from === STATUS.requested
        ? STATUS.declined
        : to
    booking.set('status', target)
    booking.set('reason', reason)
    try {
      bk().checkBookingChange(series.memberEvent(e, app, booking, { status: target, reason }), app)
    } catch (error) {
      const refusal = series.refusalOf(error)
      if (!refusal) throw error
      const label = dates.dayLabel(gb.dateOf(booking, 'datetime').getTime())
      if (to === SERIES_STATUS.cancelled) kept.push(booking)
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
  if (
    from === SERIES_STATUS.declined ||
    from === SERIES_STATUS.cancelled ||
    from === SERIES_STATUS.expired
  ) {
    gb.fail('status', 'validation_booking_answered', `This series has already been ${from}.`)
  }
  if (SERIES.transitions.some((r) => r.from === from && r.to === to)) {
    gb.fail(
      'status',
      'validation_booking_not_allowed',
      to === SERIES_STATUS.cancelled
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
    const from = stored.getString('status') || SERIES_STATUS.requested
    const to = record.getString('status')
    const side = e.auth.id === stored.getString('gymBuddy') ? 'trainer' : 'booker'
    if (to === from) {
      gb.fail('status', 'validation_series_status', `This series is already ${from}.`)
    }
    const row = allowedChange(from, to, side)
    if (row.reasonRequired && !reason) {
      gb.fail('reason', 'validation_required', 'Please say why you are cancelling these sessions.')
    }
    record.set('reason', to === SERIES_STATUS.confirmed ? stored.getString('reason') : reason)
    if (to !== SERIES_STATUS.cancelled) record.set('answeredAt', fx().nowStored())
    // A change still waiting would move weeks that are gone once the rest is cancelled.
    else for (const key of READONLY.slice(5)) record.set(key, '')
    $app.store().set(series.BUSY + record.id, true)
    try {
      // A series has one answer deadline: once a waiting week's has passed, the series expired.
      if (
        from === SERIES_STATUS.requested &&
        to !== SERIES_STATUS.cancelled &&
        hasLapsed(txApp, record.id)
      ) {
        gb.fail(
          'status',
          'validation_booking_expired',
          'This series was not answered in time and has expired.',
        )
      }
      const { changed } = applyToWeeks(e, txApp, record.id, to, side, reason)
      if (to !== SERIES_STATUS.cancelled && changed.length === 0) {
        gb.fail(
          'status',
          'validation_series_status',
          'No session of this series is waiting for an answer.',
        )
      }
      e.next()
      const other = side === 'trainer' ? stored.getString('booker') : stored.getString('gymBuddy')
      series.tell(txApp, record, changed[0], `series_${to}`, other, e.auth.id)
    } finally {
      $app.store().remove(series.BUSY + record.id)
    }
  })
}

/** True when a week of the series still waits past its answer deadline (not yet expired by the cron). */
function hasLapsed(app, seriesId) {
  return !!gb.findFirst(
    app,
    'bookings',
    `series = {:id} && status = '${SERIES_STATUS.requested}' && answerBy != '' && answerBy <= {:now}`,
    { id: seriesId, now: fx().nowStored() },
  )
}

/** The datetimes of the series' weeks still ahead and open (what a cancel of the rest kept). */
function keptDates(app, seriesId) {
  return series.openAhead(app, seriesId).map((b) => b.getString('datetime'))
}

module.exports = { changeSeries, keptDates }
