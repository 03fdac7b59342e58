/// <reference path="../pb_data/types.d.ts" />
// The finder's "Free at" filter reads each listed trainer's week from `_finder_search` (no lookup
// per row): the start hours worked on each weekday as a 13-bit mask (bit 0 = 09:00; NULL = not
// computed yet, read as every hour), the minimum notice, the travel time, the days off and the
// confirmed sessions ahead ("|"-separated datetimes, kept by the bookings hooks).
// pb_hooks/lib/finder/finder_free.js fills them on each trainer sync and at start
// (docs/venues-and-free-hours.md).
const COLUMNS = [
  'hoursSun INTEGER',
  'hoursMon INTEGER',
  'hoursTue INTEGER',
  'hoursWed INTEGER',
  'hoursThu INTEGER',
  'hoursFri INTEGER',
  'hoursSat INTEGER',
  'noticeHours INTEGER',
  'travelHours INTEGER',
  'daysOff TEXT',
  'bookedSlots TEXT',
]

migrate(
  (app) => {
    for (const column of COLUMNS) {
      app.db().newQuery(`ALTER TABLE _finder_search ADD COLUMN ${column}`).execute()
    }
  },
  (app) => {
    for (const column of COLUMNS) {
      app
        .db()
        .newQuery(`ALTER TABLE _finder_search DROP COLUMN ${column.split(' ')[0]}`)
        .execute()
    }
  },
)
