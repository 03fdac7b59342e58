/// <reference path="../pb_data/types.d.ts" />
// When and where (docs/venues-and-free-hours.md): the trainer's minimum notice, travel time,
// venues and WhatsApp number checked on every profile save; WhatsApp shown only to the trainer and
// their clients with a confirmed session ahead; the public free hours of a trainer. The request
// and confirm checks run from pb_hooks/lib/bookings/bookings.js (lib/venues/when_where.js).

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/venues/when_where.js`).checkProfile(e)
  e.next()
}, 'trainer_profiles')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/venues/when_where.js`).checkProfile(e)
  e.next()
}, 'trainer_profiles')

// Every read of a trainer profile through the API (list, view, expand, realtime) passes here: the
// hidden fields (WhatsApp, PayNow details) back for who may read them.
onRecordEnrich((e) => {
  require(`${__hooks}/lib/venues/when_where.js`).showPrivateFields(e)
  e.next()
}, 'trainer_profiles')

// Public: GET /api/gymbuddy/trainers/{id}/free?days=14 (1-28) -> { free: [ISO datetimes] }.
routerAdd('GET', '/api/gymbuddy/trainers/{id}/free', (e) =>
  require(`${__hooks}/lib/venues/free_hours.js`).freeRoute(e),
)

// Finder rows written before the "Free at" columns, or by raw SQL: their weeks, once at start.
onBootstrap((e) => {
  e.next()
  require(`${__hooks}/lib/finder/finder_free.js`).refreshMissing(e.app)
})

// A booking saved (any path, in its transaction): its trainer's confirmed sessions in the finder.
onRecordCreate((e) => {
  e.next()
  require(`${__hooks}/lib/finder/finder_free.js`).refreshBooked(
    e.app,
    e.record.getString('gymBuddy'),
  )
}, 'bookings')

onRecordUpdate((e) => {
  e.next()
  require(`${__hooks}/lib/finder/finder_free.js`).refreshBooked(
    e.app,
    e.record.getString('gymBuddy'),
  )
}, 'bookings')

onRecordDelete((e) => {
  e.next()
  require(`${__hooks}/lib/finder/finder_free.js`).refreshBooked(
    e.app,
    e.record.getString('gymBuddy'),
  )
}, 'bookings')

// Daily at 03:00 Singapore time: sessions that have passed leave the finder's rows.
cronAdd('finderFreeDaily', '0 19 * * *', () => {
  require(`${__hooks}/lib/finder/finder_free.js`).refreshAll($app)
})
