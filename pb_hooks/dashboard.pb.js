/// <reference path="../pb_data/types.d.ts" />
// The dashboard's figures in one request, from the signed-in member's own bookings
// (pb_hooks/lib/bookings/dashboard.js), and the weekly goal's bounds.

routerAdd(
  'GET',
  '/api/gymbuddy/dashboard',
  (e) => {
    const user = e.app.findRecordById('users', e.auth.id)
    return e.json(200, require(`${__hooks}/lib/bookings/dashboard.js`).dashboard(e.app, user))
  },
  $apis.requireAuth('users'),
)

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/bookings/dashboard.js`).checkWeeklyGoal(e)
  e.next()
}, 'users')
