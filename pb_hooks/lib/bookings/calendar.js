/// <reference path="../../pb_data/types.d.ts" />
// iCalendar for bookings, written by the `ics` library (pb_hooks/vendor/ics.js,
// bundled by `npm run vendor:ics`). Times are written in UTC ("Z"), which every calendar shows
// in its own zone: a 10:00 Singapore session is 02:00Z. One event per booking, UID stable per
// booking, SEQUENCE 1 with STATUS:CANCELLED for a cancelled one so calendars update the event;
// a cancelled booking's own file is METHOD:CANCEL, which calendars apply to the event they hold.
// Every event's DESCRIPTION (and URL) links to the booking in the app.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

const PRODUCT_ID = 'gymbuddy.sg//bookings'
const UID_DOMAIN = 'gymbuddy.sg'
const FEED_DAYS_BACK = 1

function ics() {
  return require(`${__hooks}/vendor/ics.js`)
}

/** The display name of a user: name, else email (the chat header's fallback). */
function nameOf(app, userId, cache) {
  if (cache[userId] !== undefined) return cache[userId]
  const user = gb.findById(app, 'users', userId)
  const name = user ? user.getString('name').trim() || user.getString('email') : ''
  cache[userId] = name || 'GymBuddy member'
  return name
}

function startOf(booking) {
  const date = new Date(booking.getDateTime('datetime').string().replace(' ', 'T'))
  return [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
  ]
}

/** The booking on the viewer's list in the app (My Schedule for its trainer, else My Bookings). */
function bookingLink(app, booking, viewerId) {
  const list = viewerId === booking.getString('gymBuddy') ? '/user/schedule' : '/user/bookings'
  return `${app.settings().meta.appURL.replace(/\/+$/, '')}${list}?booking=${booking.id}`
}

/** The ics event attributes of one booking, titled with the other person's name. */
function eventOf(app, booking, viewerId, cache) {
  const trainerId = booking.getString('gymBuddy')
  const otherId = viewerId === trainerId ? booking.getString('booker') : trainerId
  const cancelled = booking.getString('status') === STATUS.cancelled
  const event = {
    uid: `booking-${booking.id}@${UID_DOMAIN}`,
    productId: PRODUCT_ID,
    title: `GymBuddy session with ${nameOf(app, otherId, cache)}`,
    start: startOf(booking),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 1 },
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: cancelled ? 1 : 0,
  }
  // The venue the session is at (copied into the booking when it was requested).
  if (booking.getString('venue')) event.location = booking.getString('venue')
  const link = bookingLink(app, booking, viewerId)
  const reason = require(`${__hooks}/lib/notifications/email_text.js`).oneLine(
    booking.getString('reason'),
  )
  const lines = cancelled && reason ? [`Cancelled: ${reason}`] : []
  event.description = lines.concat([`Open the booking in GymBuddy: ${link}`]).join('\n')
  // ics checks URLs with a pattern that refuses loopback hosts (a local app URL): DESCRIPTION only.
  if (ics().isValidURL(link)) event.url = link
  return event
}

function unwrap(result) {
  if (result.error) throw new Error(`ics: ${result.error}`)
  return result.value
}

/** One booking's .ics file: a CANCEL of the same event once the booking is cancelled. */
function bookingFile(app, booking, viewerId) {
  const method = booking.getString('status') === STATUS.cancelled ? 'CANCEL' : 'PUBLISH'
  return unwrap(
    ics().createEvent(Object.assign(eventOf(app, booking, viewerId, {}), { method: method })),
  )
}

/** A member's feed: their confirmed sessions from yesterday on (upcoming, plus today's). */
function feedFile(app, userId) {
  const from = new Date(Date.now() - FEED_DAYS_BACK * 24 * 3600 * 1000)
  const bookings = app.findRecordsByFilter(
    'bookings',
    `(booker = {:user} || gymBuddy = {:user}) && status = '${STATUS.confirmed}' && datetime >= {:from}`,
    'datetime',
    500,
    0,
    { user: userId, from: from.toISOString().replace('T', ' ') },
  )
  const cache = {}
  const header = { productId: PRODUCT_ID, calName: 'GymBuddy sessions', method: 'PUBLISH' }
  if (bookings.length === 0) {
    // ics refuses an empty list; an empty calendar is still a valid feed.
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${PRODUCT_ID}`,
      'METHOD:PUBLISH',
      'X-WR-CALNAME:GymBuddy sessions',
      'END:VCALENDAR',
      '',
    ].join('\r\n')
  }
  return unwrap(
    ics().createEvents(
      bookings.map((b) => eventOf(app, b, userId, cache)),
      header,
    ),
  )
}

/** Creates or replaces the member's feed token; only its SHA-256 is stored. */
function resetFeedToken(app, userId) {
  const token = $security.randomString(40)
  let feed = gb.findFirst(app, 'calendar_feeds', 'user = {:user}', { user: userId })
  if (!feed) {
    feed = new Record(app.findCollectionByNameOrId('calendar_feeds'))
    feed.set('user', userId)
  }
  feed.set('tokenHash', $security.sha256(token))
  app.save(feed)
  return token
}

/** The feed's address on the app's configured public URL (settings meta.appURL). */
function feedUrl(app, token) {
  return `${app.settings().meta.appURL.replace(/\/+$/, '')}/api/gymbuddy/calendar/${token}`
}

/** The user id a feed token belongs to, or '' when it is unknown (or was reset). */
function feedOwner(app, token) {
  if (!/^[A-Za-z0-9]{40}$/.test(token)) return ''
  const feed = gb.findFirst(app, 'calendar_feeds', 'tokenHash = {:hash}', {
    hash: $security.sha256(token),
  })
  return feed ? feed.getString('user') : ''
}

module.exports = { bookingFile, feedFile, resetFeedToken, feedOwner, feedUrl, eventOf, unwrap }
