/// <reference path="../../pb_data/types.d.ts" />
// What each custom route that writes (POST/PATCH/PUT/DELETE under /api/gymbuddy/) takes in its
// body: add ONE entry here with the route. The router middleware checks every such request
// against it (lib/platform/route_guard.js) before the route runs: a route missing here takes no fields.
// tests/custom-routes.test.ts lists the routes from pb_hooks and fails on one not listed here.
//
// Each field: { type: 'text' | 'bool' | 'number', max (text: characters), line (text: one line,
// no line breaks or tabs) }.

const ROUTE_BODIES = {
  'POST /api/gymbuddy/me/delete': { password: { type: 'text', max: 71 } },
  'POST /api/gymbuddy/me/consents': {
    kind: { type: 'text', max: 10, line: true },
    version: { type: 'text', max: 40, line: true },
  },
  'POST /api/gymbuddy/calendar/token': {},
  'POST /api/gymbuddy/series/{id}/change': {
    booking: { type: 'text', max: 40, line: true },
    datetime: { type: 'text', max: 40, line: true },
    venue: { type: 'text', max: 200, line: true },
  },
  'POST /api/gymbuddy/series/{id}/change/answer': { accept: { type: 'bool' } },
  'POST /api/gymbuddy/bookings/{id}/propose': { datetime: { type: 'text', max: 40, line: true } },
  'POST /api/gymbuddy/bookings/{id}/proposal': { accept: { type: 'bool' } },
  // A reminder's signed answer link (lib/notifications/reminder_answers.js): about 90 characters.
  'POST /api/gymbuddy/reminder-answer/session': { token: { type: 'text', max: 200, line: true } },
  'POST /api/gymbuddy/reminder-answer': { token: { type: 'text', max: 200, line: true } },
  'POST /api/gymbuddy/bookings/{id}/coming': {},
  'POST /api/gymbuddy/series/{id}/end': {
    booking: { type: 'text', max: 40, line: true },
    reason: { type: 'text', max: 500 },
  },
  'POST /api/gymbuddy/busy-calendars/{id}/sync': {},
  'POST /api/gymbuddy/message-emails/run': { now: { type: 'text', max: 40, line: true } },
  'POST /api/gymbuddy/notifications/read-all': {},
  'POST /api/gymbuddy/notifications/jobs/{job}': {},
  'POST /api/gymbuddy/paynow': {
    paynowId: { type: 'text', max: 40, line: true },
    paynowName: { type: 'text', max: 100, line: true },
  },
  'POST /api/gymbuddy/purchases/{id}/paid': {},
  'POST /api/gymbuddy/bookings/{id}/restore-credit': {},
  // Comma-separated booking ids: at most 50 (a package's most sessions) of 15 characters.
  'POST /api/gymbuddy/purchases/{id}/cover': { bookings: { type: 'text', max: 800, line: true } },
  'POST /api/gymbuddy/logs/cap': {},
  'POST /api/gymbuddy/ops/suspend': {
    user: { type: 'text', max: 40, line: true },
    reason: { type: 'text', max: 2000 },
  },
  'POST /api/gymbuddy/ops/unsuspend': {
    user: { type: 'text', max: 40, line: true },
    reason: { type: 'text', max: 2000 },
  },
  'POST /api/gymbuddy/ops/disputes/{bookingId}': {
    outcome: { type: 'text', max: 40, line: true },
    note: { type: 'text', max: 2000 },
  },
  'POST /api/gymbuddy/ops/reviews/{reviewId}/hide': { reason: { type: 'text', max: 500 } },
  'POST /api/gymbuddy/ops/reviews/{reviewId}/restore': { reason: { type: 'text', max: 2000 } },
}

module.exports = { ROUTE_BODIES }
