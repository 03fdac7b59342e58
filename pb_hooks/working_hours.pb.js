/// <reference path="../pb_data/types.d.ts" />
// Trainers' working hours and days off: shape checked and normalized on every
// save of a trainer profile (pb_hooks/lib/venues/working_hours.js). Bookings outside them are refused in
// pb_hooks/lib/bookings/bookings.js.

onRecordCreateRequest((e) => {
  const hours = require(`${__hooks}/lib/venues/working_hours.js`)
  hours.checkWeeklyHours(e.record)
  hours.checkDaysOff(e.record)
  e.next()
}, 'trainer_profiles')

onRecordUpdateRequest((e) => {
  const hours = require(`${__hooks}/lib/venues/working_hours.js`)
  hours.checkWeeklyHours(e.record)
  hours.checkDaysOff(e.record)
  e.next()
}, 'trainer_profiles')
