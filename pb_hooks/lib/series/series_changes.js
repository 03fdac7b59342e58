/// <reference path="../../pb_data/types.d.ts" />
// A confirmed series changed from a chosen week on (docs/series.md, "Changing from a week on"):
// one side asks for a new time or venue from that week (every new week checked as a new series'
// week is), the other side accepts (the old weeks replaced by the new ones in one transaction) or
// declines (nothing changes); either side ends the series from a week on.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { SERIES_STATUS, STATUS } = br
const dates = require(`${__hooks}/lib/series/series_dates.js`)
const series = require(`${__hooks}/lib/series/booking_series.js`)

const CHANGE_FIELDS = ['changeWeek', 'changeDatetime', 'changeVenue', 'changeBy']
// An old week replaced by a change reads as a session its booker moved (the reschedule's own
// reason; the new week's rescheduleOf points at it), so the lists say where it went.
const MOVED = 'Rescheduled'
// Thrown to roll back a trial replacement: the change is checked against the series without its old weeks.
const TRIAL = 'gymbuddy.series.trial'

const bk = () => require(`${__hooks}/lib/bookings/bookings.js`)
const fx = () => require(`${__hooks}/lib/bookings/booking_effects.js`)

function sideOf(record, userId) {
  if (record.getString('booker') === userId) return 'booker'
  if (record.getString('gymBuddy') === userId) return 'trainer'
  return ''
}

/** The series the route names and the caller's side in it, or 404 for anyone else. */
function load(e, app) {
  const record = gb.findById(app, 'booking_series', e.request.pathValue('id'))
  const side = record ? sideOf(record, e.auth.id) : ''
  if (!side) throw new NotFoundError('The series was not found.')
  if (record.getString('status') !== SERIES_STATUS.confirmed) {
    gb.fail(
      'status',
      'validation_series_status',
      'Only a confirmed series can change from a week on.',
    )
  }
  return { record, side }
}

/** The open weeks ahead from `fromMs` on (the first must start exactly then), earliest first. */
function weeksFrom(app, record, fromMs) {
  const weeks = series
    .openAhead(app, record.id)
    .filter((b) => gb.dateOf(b, 'datetime').getTime() >= fromMs)
  if (!weeks.length || gb.dateOf(weeks[0], 'datetime').getTime() !== fromMs) {
    gb.fail('booking', 'validation_series_week', 'Choose a session of this series still ahead.')
  }
  return weeks
}

/** The chosen week: a booking of this series, open and ahead. */
function chosenWeek(app, record, bookingId) {
  const booking = gb.findById(app, 'bookings', gb.asString(bookingId))
  if (!booking || booking.getString('series') !== record.id) {
    gb.fail('booking', 'validation_series_week', 'Choose a session of this series still ahead.')
  }
  return weeksFrom(app, record, gb.dateOf(booking, 'datetime').getTime())
}

/** A week moved is left as a reschedule is: at least 12 hours before a confirmed one starts. */
function checkWindow(weeks) {
  for (const week of weeks) {
    const start = gb.dateOf(week, 'datetime').getTime()
    if (fx().statusOf(week) === STATUS.confirmed && Date.now() > br.cancelDeadlineMs(start)) {
      gb.fail(
        'booking',
        'validation_cancel_window',
        `A confirmed session can only be moved at least ${br.rules.cancelWindowHours} hours before it starts.`,
      )
    }
  }
}

/**
 * Replaces `weeks` by the same weeks moved by `deltaMs` at `venue`, inside `app`'s transaction:
 * the old weeks are cancelled first, so each new week is checked exactly as a new series' week
 * is (busy calendar, working hours, notice, clashes, duplicates); any week that fails refuses it all.
 */
function replaceWeeks(app, record, weeks, deltaMs, venue) {
  const booker = gb.findById(app, 'users', record.getString('booker'))
  const asBooker = { auth: booker }
  for (const week of weeks) {
    week.set('status', STATUS.cancelled)
    week.set('reason', MOVED)
    week.set('cancelledBy', record.getString('booker'))
    app.save(week)
  }
  const shape = new Record(app.findCachedCollectionByNameOrId('booking_series'))
  shape.set('booker', record.getString('booker'))
  shape.set('gymBuddy', record.getString('gymBuddy'))
  shape.set('venue', venue)
  const planned = weeks.map((week) => {
    const ms = gb.dateOf(week, 'datetime').getTime() + deltaMs
    return { ms, datetime: dates.stored(ms), label: dates.dayLabel(ms), oldId: week.id }
  })
  for (const week of planned) week.why = series.whyNot(asBooker, app, shape, week)
  const bad = planned.filter((week) => week.why)
  if (bad.length) {
    gb.fail(
      'datetime',
      'validation_series_conflict',
      `Some weeks cannot be moved: ${bad.map((w) => `${w.label}: ${w.why}`).join('; ')}. Choose another time.`,
    )
  }
  return planned
}

/** Saves the planned weeks as confirmed sessions of the series (each priced as a request is). */
function addConfirmed(app, record, planned) {
  const payments = require(`${__hooks}/lib/payments/payments.js`)
  const made = []
  for (const week of planned) {
    const booking = new Record(app.findCachedCollectionByNameOrId('bookings'))
    booking.set('booker', record.getString('booker'))
    booking.set('gymBuddy', record.getString('gymBuddy'))
    booking.set('datetime', week.datetime)
    booking.set('venue', week.venue || '')
    booking.set('status', STATUS.requested)
    booking.set('series', record.id)
    booking.set('rescheduleOf', week.oldId)
    payments.fillNewBooking(app, booking)
    app.save(booking)
    // Confirmed through the model hooks as an answer is: the slot settles (rival requests declined).
    booking.set('status', STATUS.confirmed)
    booking.set('answeredAt', fx().nowStored())
    app.save(booking)
    made.push(booking)
  }
  return made
}

/** Runs `fn` in a transaction that is always rolled back: refusals still reach the caller. */
function trial(app, fn) {
  try {
    app.runInTransaction((txApp) => {
      fn(txApp)
      throw new Error(TRIAL)
    })
  } catch (error) {
    if (`${error && error.message} ${error}`.indexOf(TRIAL) === -1) throw error
  }
}

/** Runs `fn` with the series' own booking notifications quiet (it tells once itself). */
function quietly(record, fn) {
  $app.store().set(series.BUSY + record.id, true)
  try {
    return fn()
  } finally {
    $app.store().remove(series.BUSY + record.id)
  }
}

function clearChange(record) {
  for (const field of CHANGE_FIELDS) record.set(field, '')
}

/** POST /api/gymbuddy/series/{id}/change {booking, datetime, venue}: ask to change from a week on. */
function askChange(e) {
  const body = e.requestInfo().body
  const { record, side } = load(e, e.app)
  if (record.getString('changeBy')) {
    gb.fail(
      'booking',
      'validation_series_change_waiting',
      'A change of these weekly sessions is already waiting for an answer.',
    )
  }
  const weeks = chosenWeek(e.app, record, body.booking)
  checkWindow(weeks)
  record.set('changeDatetime', gb.asString(body.datetime))
  const to = gb.dateOf(record, 'changeDatetime')
  if (!to) gb.fail('datetime', 'validation_required', 'Choose a date and a time slot.')
  const fromMs = gb.dateOf(weeks[0], 'datetime').getTime()
  const venue = gb.asString(body.venue).trim() || record.getString('venue')
  let planned = []
  // Checked against the series as it would be, then rolled back: the old weeks stand meanwhile.
  quietly(record, () =>
    trial(e.app, (txApp) => {
      planned = replaceWeeks(txApp, record, weeks, to.getTime() - fromMs, venue)
    }),
  )
  gb.inTransaction(e, (txApp) => {
    const stored = gb.findById(txApp, 'booking_series', record.id)
    if (stored.getString('changeBy')) {
      gb.fail(
        'booking',
        'validation_series_change_waiting',
        'A change of these weekly sessions is already waiting for an answer.',
      )
    }
    stored.set('changeWeek', weeks[0].getString('datetime'))
    stored.set('changeDatetime', dates.stored(to.getTime()))
    stored.set('changeVenue', planned.length ? planned[0].venue || '' : venue)
    stored.set('changeBy', side)
    txApp.save(stored)
    const other = side === 'trainer' ? stored.getString('booker') : stored.getString('gymBuddy')
    series.tell(txApp, stored, weeks[0], 'series_change_requested', other, e.auth.id)
  })
  return e.json(200, {
    weeks: planned.map((w) => ({ datetime: w.datetime, label: w.label, venue: w.venue || '' })),
  })
}

/** POST /api/gymbuddy/series/{id}/change/answer {accept}: the other side accepts or declines. */
function answerChange(e) {
  const accept = e.requestInfo().body.accept === true
  let made = []
  gb.inTransaction(e, (txApp) => {
    const { record, side } = load(e, txApp)
    const by = record.getString('changeBy')
    if (!by) {
      gb.fail(
        'accept',
        'validation_series_status',
        'No change of this series is waiting for an answer.',
      )
    }
    if (by === side) {
      gb.fail('accept', 'validation_booking_not_allowed', 'The other side answers this change.')
    }
    const asker = by === 'trainer' ? record.getString('gymBuddy') : record.getString('booker')
    let anchor = null
    if (accept) {
      const fromMs = gb.dateOf(record, 'changeWeek').getTime()
      const weeks = weeksFrom(txApp, record, fromMs)
      checkWindow(weeks)
      const delta = gb.dateOf(record, 'changeDatetime').getTime() - fromMs
      quietly(record, () => {
        const planned = replaceWeeks(txApp, record, weeks, delta, record.getString('changeVenue'))
        made = addConfirmed(txApp, record, planned)
      })
      anchor = made[0]
    } else {
      anchor = gb.findFirst(txApp, 'bookings', 'series = {:id} && datetime = {:at}', {
        id: record.id,
        at: record.getString('changeWeek'),
      })
    }
    clearChange(record)
    txApp.save(record)
    const kind = accept ? 'series_change_confirmed' : 'series_change_declined'
    series.tell(txApp, record, anchor, kind, asker, e.auth.id)
  })
  return e.json(200, { accepted: accept, datetimes: made.map((b) => b.getString('datetime')) })
}

/** POST /api/gymbuddy/series/{id}/end {booking, reason}: the series ends from that week on. */
function endFrom(e) {
  const body = e.requestInfo().body
  const reason = gb.asString(body.reason).trim()
  const ended = []
  const kept = []
  gb.inTransaction(e, (txApp) => {
    const { record, side } = load(e, txApp)
    if (side === 'trainer' && !reason) {
      gb.fail('reason', 'validation_required', 'Please say why you are cancelling these sessions.')
    }
    const weeks = chosenWeek(txApp, record, body.booking)
    quietly(record, () => {
      for (const booking of weeks) {
        const target =
          side === 'trainer' && fx().statusOf(booking) === STATUS.requested
            ? STATUS.declined
            : STATUS.cancelled
        booking.set('status', target)
        booking.set('reason', reason)
        try {
          bk().checkBookingChange(
            series.memberEvent(e, txApp, booking, { status: target, reason }),
            txApp,
          )
        } catch (error) {
          if (!series.refusalOf(error)) throw error
          kept.push(booking)
          continue
        }
        txApp.save(booking)
        ended.push(booking)
      }
    })
    if (!ended.length) {
      gb.fail(
        'booking',
        'validation_cancel_window',
        `A confirmed session can only be cancelled at least ${br.rules.cancelWindowHours} hours before it starts.`,
      )
    }
    // A waiting change would move weeks that are gone now.
    clearChange(record)
    // Ended from its first week still ahead: nothing is left to come, so the series is cancelled
    // (the weeks that took place stay confirmed, as after "Cancel the rest").
    if (!series.openAhead(txApp, record.id).length) {
      record.set('status', SERIES_STATUS.cancelled)
      record.set('reason', reason)
    }
    txApp.save(record)
    const other = side === 'trainer' ? record.getString('booker') : record.getString('gymBuddy')
    series.tell(txApp, record, ended[0], 'series_ended', other, e.auth.id)
  })
  return e.json(200, {
    ended: ended.map((b) => b.getString('datetime')),
    keptDates: kept.map((b) => b.getString('datetime')),
  })
}

module.exports = { askChange, answerChange, endFrom }
