/// <reference path="../pb_data/types.d.ts" />
// Calendar export, written by pb_hooks/lib/bookings/calendar.js:
// - GET  /api/gymbuddy/bookings/{id}/ics   one booking's event (its booker or trainer; confirmed,
//                                           or the CANCELLED version once it is cancelled)
// - POST /api/gymbuddy/calendar/token      creates or resets the caller's private feed -> {url}
// - GET  /api/gymbuddy/calendar/{token}    the feed: the owner's confirmed upcoming sessions
// The feed URL is the secret (a phone calendar cannot sign in); resetting it ends the old URL. It is
// built on the configured public URL (GYMBUDDY_APP_URL / dashboard Application URL), never on the
// Host a request names: a forged Host would hand the member a link to someone else's server.

routerAdd(
  'GET',
  '/api/gymbuddy/bookings/{id}/ics',
  (e) => {
    const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
    const booking = gb.findById(e.app, 'bookings', e.request.pathValue('id'))
    const me = e.auth.id
    if (!booking || (booking.getString('booker') !== me && booking.getString('gymBuddy') !== me)) {
      throw new NotFoundError('The booking was not found.')
    }
    const { STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)
    const status = booking.getString('status')
    if (status !== STATUS.confirmed && status !== STATUS.cancelled) {
      gb.fail(
        'status',
        'validation_not_confirmed',
        'Only a confirmed session can be added to a calendar.',
      )
    }
    const file = require(`${__hooks}/lib/bookings/calendar.js`).bookingFile(e.app, booking, me)
    const header = e.response.header()
    header.set('Content-Type', 'text/calendar; charset=utf-8')
    header.set('Content-Disposition', `attachment; filename="gymbuddy-session-${booking.id}.ics"`)
    header.set('Cache-Control', 'no-store')
    return e.string(200, file)
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/gymbuddy/calendar/token',
  (e) => {
    const calendar = require(`${__hooks}/lib/bookings/calendar.js`)
    const token = calendar.resetFeedToken(e.app, e.auth.id)
    return e.json(200, { url: calendar.feedUrl(e.app, token) })
  },
  $apis.requireAuth('users'),
)

routerAdd('GET', '/api/gymbuddy/calendar/{token}', (e) => {
  const calendar = require(`${__hooks}/lib/bookings/calendar.js`)
  const owner = calendar.feedOwner(e.app, e.request.pathValue('token'))
  if (!owner) throw new NotFoundError('This calendar link is not valid (it may have been reset).')
  const header = e.response.header()
  header.set('Content-Type', 'text/calendar; charset=utf-8')
  header.set('Cache-Control', 'private, no-cache')
  return e.string(200, calendar.feedFile(e.app, owner))
})
