/// <reference path="../../pb_data/types.d.ts" />
// The words of a weekly series' one notification and email (kinds series_*), naming its dates:
// used by lib/notifications/notification_emails.js. Null for every other kind.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const dates = require(`${__hooks}/lib/series/series_dates.js`)
const { rules } = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

const MAX_LISTED = 12

/** "Tue 3 Dec, Tue 10 Dec and Tue 17 Dec" of these bookings. */
function listOf(bookings) {
  const labels = bookings
    .slice(0, MAX_LISTED)
    .map((b) => dates.dayLabel(gb.dateOf(b, 'datetime').getTime()))
  if (labels.length < 2) return labels.join('')
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`
}

function weeksIn(app, seriesId, filter, params) {
  return app.findRecordsByFilter(
    'bookings',
    `series = {:id} && ${filter}`,
    'datetime',
    0,
    0,
    Object.assign({ id: seriesId }, params),
  )
}

/** A week its booker had moved to another time before the rest was cancelled: not one of them. */
function wasMoved(app, week) {
  if (week.getString('reason') !== 'Rescheduled') return false
  if (week.getString('cancelledBy') !== week.getString('booker')) return false
  return !!gb.findFirst(app, 'bookings', 'rescheduleOf = {:id}', { id: week.id })
}

/** [subject, sentence] for a change of a series from a week on (lib/series/series_changes.js), or null. */
function changeWording(app, notification, actor, series, every) {
  const kind = notification.getString('kind')
  const at = gb.dateOf(notification, 'datetime')
  const from = at ? dates.dayLabel(at.getTime()) : 'the chosen week'
  if (kind === 'series_change_requested') {
    const to = gb.dateOf(series, 'changeDatetime')
    const where = series.getString('changeVenue')
    const next = to
      ? ` to ${dates.dayLabel(to.getTime())} at ${dates.hourLabel(to.getTime())}${where ? ` at ${where}` : ''}`
      : ''
    return [
      `${actor} asks to change your weekly sessions`,
      `${actor} asks to move your weekly sessions ${every} from ${from} on${next}. They stay as they are until you answer in GymBuddy.`,
    ]
  }
  if (kind === 'series_change_confirmed') {
    const weeks = weeksIn(app, series.id, `status = '${STATUS.confirmed}' && datetime >= {:from}`, {
      from: notification.getString('datetime'),
    })
    return [
      `Weekly sessions changed from ${from}`,
      `${actor} accepted the change: your weekly sessions from ${from} are ${listOf(weeks)} at ${at ? dates.hourLabel(at.getTime()) : ''}.`,
    ]
  }
  if (kind === 'series_change_declined') {
    return [
      `Weekly sessions unchanged`,
      `${actor} declined the change: your weekly sessions ${every} stay as they were from ${from}.`,
    ]
  }
  if (kind === 'series_ended') {
    return [
      `Weekly sessions ended from ${from}`,
      `${actor} ended the weekly sessions ${every} from ${from} on. The sessions before stay.`,
    ]
  }
  return null
}

/** [subject, sentence] for a series notification, or null. */
function seriesWording(app, notification, actor) {
  const kind = notification.getString('kind')
  const series = gb.findById(app, 'booking_series', notification.getString('series'))
  if (kind.indexOf('series_') !== 0 || !series) return null
  const first = gb.dateOf(series, 'datetime').getTime()
  const every = `every ${dates.dayLabel(first).split(' ')[0]} at ${dates.hourLabel(first)}`
  const open = () =>
    weeksIn(
      app,
      series.id,
      `(status = '${STATUS.requested}' || status = '${STATUS.confirmed}')`,
      {},
    )
  if (kind === 'series_requested') {
    const weeks = open()
    return [
      `${actor} asks for ${weeks.length} weekly sessions`,
      `${actor} requested ${weeks.length} sessions ${every}: ${listOf(weeks)}.`,
    ]
  }
  if (kind === 'series_confirmed') {
    const weeks = weeksIn(app, series.id, `status = '${STATUS.confirmed}'`, {})
    return [
      `Weekly sessions confirmed: ${every}`,
      `${actor} confirmed your ${weeks.length} sessions ${every}: ${listOf(weeks)}.`,
    ]
  }
  if (kind === 'series_declined') {
    return [
      `Weekly sessions declined`,
      `${actor} declined your weekly sessions ${every} (${series.getInt('weeks')} weeks).`,
    ]
  }
  if (kind === 'series_expired') {
    const weeks = weeksIn(app, series.id, `status = '${STATUS.expired}'`, {})
    return [
      `Weekly sessions expired: ${every}`,
      `${actor} did not answer your request for sessions ${every} in time: ${listOf(weeks)} expired.`,
    ]
  }
  const change = changeWording(app, notification, actor, series, every)
  if (change) return change
  const since = notification.getString('created')
  const gone = weeksIn(
    app,
    series.id,
    `(status = '${STATUS.cancelled}' || status = '${STATUS.declined}') && datetime > {:since}`,
    { since },
  ).filter((week) => !wasMoved(app, week))
  const kept = weeksIn(app, series.id, `status = '${STATUS.confirmed}' && datetime > {:since}`, {
    since,
  })
  const stay = kept.length
    ? ` ${listOf(kept)} stays on, as it is less than ${rules.cancelWindowHours} hours away.`
    : ''
  return [
    `Weekly sessions cancelled: ${every}`,
    `${actor} cancelled the rest of the weekly sessions ${every}: ${listOf(gone)}.${stay}`,
  ]
}

module.exports = { seriesWording }
