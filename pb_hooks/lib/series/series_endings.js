/// <reference path="../../pb_data/types.d.ts" />
// How a weekly series ends without its parties answering it (docs/series.md): its waiting weeks
// expire together, told once (the expiry cron, lib/bookings/booking_effects.js); a closing account
// cancels its open series as one event (lib/privacy/account_close.js); and a waiting series whose weeks
// were all answered one by one reads as its last week does (lib/bookings/booking_effects.js). The weeks' own notifications stay
// quiet while the series changes, as in lib/series/series_answers.js.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const series = require(`${__hooks}/lib/series/booking_series.js`)
const { SERIES_STATUS, STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** Runs `change` with the series' weeks quiet (one series notification instead of one each). */
function quietly(seriesId, change) {
  $app.store().set(series.BUSY + seriesId, true)
  try {
    return change()
  } finally {
    $app.store().remove(series.BUSY + seriesId)
  }
}

/**
 * The expiry cron's step for a series with a lapsed week: a series waiting for its answer has one
 * deadline, so every week still requested expires with it and the series reads `expired`; the
 * booker is told once. (A week left requested in an answered series expires on its own deadline.)
 * Returns how many weeks expired.
 */
function expireSeries(app, seriesId) {
  let expired = 0
  app.runInTransaction((txApp) => {
    const record = gb.findById(txApp, 'booking_series', seriesId)
    if (!record) return
    const waiting = record.getString('status') === SERIES_STATUS.requested
    const lapsed = waiting ? '' : " && answerBy != '' && answerBy <= {:now}"
    const weeks = txApp.findRecordsByFilter(
      'bookings',
      `series = {:id} && status = '${STATUS.requested}'${lapsed}`,
      'datetime',
      0,
      0,
      { id: seriesId, now: stored(Date.now()) },
    )
    if (weeks.length === 0) return
    quietly(seriesId, () => {
      for (const week of weeks) {
        week.set('status', STATUS.expired)
        txApp.save(week)
        expired += 1
      }
      if (waiting) {
        record.set('status', SERIES_STATUS.expired)
        txApp.save(record)
      }
      const booker = record.getString('booker')
      series.tell(txApp, record, weeks[0], 'series_expired', booker, record.getString('gymBuddy'))
    })
  })
  return expired
}

/**
 * Closing an account: each open series of the member (either side) is cancelled with `reason`,
 * its weeks still ahead cancelled by the member, and the other party told once. Runs in the
 * closing transaction, before its bookings are settled one by one.
 */
function closeSeriesOf(txApp, me, reason) {
  const open = txApp.findRecordsByFilter(
    'booking_series',
    `(booker = {:me} || gymBuddy = {:me}) && (status = '${SERIES_STATUS.requested}' || status = '${SERIES_STATUS.confirmed}')`,
    '',
    0,
    0,
    { me: me },
  )
  for (const record of open) {
    const weeks = series.openAhead(txApp, record.id)
    quietly(record.id, () => {
      for (const week of weeks) {
        week.set('status', STATUS.cancelled)
        week.set('reason', reason)
        week.set('cancelledBy', me)
        txApp.save(week)
      }
      record.set('status', SERIES_STATUS.cancelled)
      record.set('reason', reason)
      txApp.save(record)
      if (weeks.length === 0) return
      const other =
        record.getString('booker') === me
          ? record.getString('gymBuddy')
          : record.getString('booker')
      series.tell(txApp, record, weeks[0], 'series_cancelled', other, me)
    })
  }
}

/**
 * A week of a series still waiting for its answer was cancelled (by the booker) or declined (by
 * the trainer) on its own: once no week is requested or confirmed any more, the series reads as
 * that last week (`cancelled` or `declined`) instead of waiting for an answer nobody can give.
 * Runs in the week's transaction; the week was told on its own, so the series stays quiet.
 */
function settleAnsweredSeries(txApp, week) {
  const seriesId = week.getString('series')
  const to = week.getString('status')
  if (
    !seriesId ||
    (to !== STATUS.cancelled && to !== STATUS.declined) ||
    series.isSeriesEvent(week)
  )
    return
  const record = gb.findById(txApp, 'booking_series', seriesId)
  if (!record || record.getString('status') !== SERIES_STATUS.requested) return
  const open = gb.findFirst(
    txApp,
    'bookings',
    `series = {:id} && (status = '${STATUS.requested}' || status = '${STATUS.confirmed}')`,
    { id: seriesId },
  )
  if (open) return
  record.set('status', to)
  if (to === STATUS.declined) record.set('answeredAt', stored(Date.now()))
  txApp.save(record)
}

module.exports = { expireSeries, closeSeriesOf, settleAnsweredSeries }
