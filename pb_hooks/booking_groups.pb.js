/// <reference path="../pb_data/types.d.ts" />
// My Bookings' and Schedule's bookings in one request, for the signed-in member
// only (pb_hooks/lib/bookings/booking_groups.js): each group's first page and total, and for a trainer the
// taken slots and the clients' profiles. Same rows the bookings list rule shows them; the list API
// stays for raw clients (docs/decisions.md, "Bookings screens through one route").

routerAdd(
  'GET',
  '/api/gymbuddy/bookings',
  (e) => require(`${__hooks}/lib/bookings/booking_groups.js`).bookingGroups(e),
  $apis.requireAuth('users'),
)
