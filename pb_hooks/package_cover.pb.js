/// <reference path="../pb_data/types.d.ts" />
// A package paying for sessions booked before it was bought (lib/payments/package_cover.js): the client of
// an active purchase sees their upcoming unpaid sessions with its trainer and covers some or all.

routerAdd(
  'GET',
  '/api/gymbuddy/purchases/{id}/cover',
  (e) => require(`${__hooks}/lib/payments/package_cover.js`).coverChoices(e),
  $apis.requireAuth('users'),
)

// Body { bookings: "id,id" }: one credit each, all or none (route_bodies.js declares it).
routerAdd(
  'POST',
  '/api/gymbuddy/purchases/{id}/cover',
  (e) => require(`${__hooks}/lib/payments/package_cover.js`).coverBookings(e),
  $apis.requireAuth('users'),
)
