/// <reference path="../pb_data/types.d.ts" />
// Standing weekly sessions (docs/series.md; logic in pb_hooks/lib/series/booking_series.js, answers and
// cancelling the rest in pb_hooks/lib/series/series_answers.js):
// - POST  booking_series            the booker's series: every week checked as a single request,
//                                   all its bookings made in one transaction, or a 400 listing why
// - PATCH booking_series/:id        the trainer confirms or declines it once; either side cancels
//                                   the rest (weeks inside the booker's 12-hour window stay)
// - GET   /api/gymbuddy/series/plan ?gymBuddy=&datetime=&weeks=&venue=  each week's date and why it
//                                   cannot be booked ('' = it can), for Book Session's list
// - GET   /api/gymbuddy/series/{id}/ics  one weekly event (RRULE) without the weeks not on (EXDATE)
// - POST  /api/gymbuddy/series/{id}/change (+ /answer)  a new time or venue from a week on, answered
//                                   by the other side; POST .../end ends the series from a week on

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/series/booking_series.js`).createSeries(e)
}, 'booking_series')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/series/series_answers.js`).changeSeries(e)
}, 'booking_series')

// A cancelled series says which weeks stayed (inside the 12-hour window): `keptDates`.
onRecordEnrich((e) => {
  const { SERIES_STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)
  if (e.record.getString('status') === SERIES_STATUS.cancelled) {
    e.record.withCustomData(true)
    e.record.set(
      'keptDates',
      require(`${__hooks}/lib/series/series_answers.js`).keptDates(e.app, e.record.id),
    )
  }
  e.next()
}, 'booking_series')

routerAdd(
  'GET',
  '/api/gymbuddy/series/plan',
  (e) => {
    const series = require(`${__hooks}/lib/series/booking_series.js`)
    const query = e.request.url.query()
    const record = new Record(e.app.findCachedCollectionByNameOrId('booking_series'))
    record.set('booker', e.auth.id)
    record.set('gymBuddy', query.get('gymBuddy'))
    record.set('datetime', query.get('datetime'))
    record.set('weeks', parseInt(query.get('weeks'), 10) || 0)
    record.set('venue', query.get('venue'))
    series.checkShape(record)
    const weeks = series.planOf(e, e.app, record).map((w) => ({
      datetime: w.datetime,
      date: w.date,
      label: w.label,
      why: w.why,
    }))
    return e.json(200, { weeks })
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'GET',
  '/api/gymbuddy/series/{id}/ics',
  (e) => {
    const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
    const series = gb.findById(e.app, 'booking_series', e.request.pathValue('id'))
    const me = e.auth.id
    if (!series || (series.getString('booker') !== me && series.getString('gymBuddy') !== me)) {
      throw new NotFoundError('The series was not found.')
    }
    const file = require(`${__hooks}/lib/series/series_calendar.js`).seriesFile(e.app, series, me)
    const header = e.response.header()
    header.set('Content-Type', 'text/calendar; charset=utf-8')
    header.set('Content-Disposition', `attachment; filename="gymbuddy-series-${series.id}.ics"`)
    header.set('Cache-Control', 'no-store')
    return e.string(200, file)
  },
  $apis.requireAuth('users'),
)

// A confirmed series from a chosen week on (lib/series/series_changes.js): one side asks for a new
// time or venue, the other answers; either side ends it from that week.
routerAdd(
  'POST',
  '/api/gymbuddy/series/{id}/change',
  (e) => require(`${__hooks}/lib/series/series_changes.js`).askChange(e),
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/gymbuddy/series/{id}/change/answer',
  (e) => require(`${__hooks}/lib/series/series_changes.js`).answerChange(e),
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/gymbuddy/series/{id}/end',
  (e) => require(`${__hooks}/lib/series/series_changes.js`).endFrom(e),
  $apis.requireAuth('users'),
)
