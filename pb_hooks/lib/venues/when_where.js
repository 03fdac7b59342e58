/// <reference path="../../pb_data/types.d.ts" />
// When and where a session can be (docs/venues-and-free-hours.md): a trainer's minimum notice,
// venues, travel time between venues and WhatsApp number, checked on every save of their profile;
// the request checks (notice, venue, travel gap) that every new booking passes through
// pb_hooks/lib/bookings/bookings.js checkRequestedSlot; the travel re-check on confirm; who reads the
// WhatsApp number. The free hours: lib/venues/free_hours.js. Figures: booking_rules.json `whenWhere`.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { STATUS } = br

const RULES = br.rules.whenWhere
const HOUR_MS = br.HOUR_MS

function numberOf(profile, field) {
  return profile ? profile.getInt(field) : 0
}

/** The trainer's venues as stored (a list of { name, area, kind }; none = []). */
function venuesOf(profile) {
  const value = profile ? gb.jsonValue(profile, 'venues') : null
  return Array.isArray(value) ? value.filter((v) => v && typeof v.name === 'string') : []
}

function profileOf(app, trainerId) {
  return gb.findFirst(app, 'trainer_profiles', 'user = {:user}', { user: trainerId })
}

// --- the trainer's profile -------------------------------------------------------------------

function checkWholeHours(record, field, max, code, label) {
  const value = record.get(field)
  if (typeof value !== 'number' || value % 1 !== 0 || value < 0 || value > max) {
    gb.fail(field, code, `${label} must be a whole number of hours from 0 to ${max}.`)
  }
}

/**
 * Where a venue is: a place of the place table (stored in its spelling; its region is the
 * venue's area), else an area among the five regions; an online venue may name neither.
 */
function venuePlace(venue, message) {
  const places = require(`${__hooks}/lib/venues/sg_places.js`)
  const text = typeof venue.place === 'string' ? venue.place.trim() : ''
  if (text) {
    const found = places.placeNamed(text)
    if (!found) {
      gb.fail(
        'venues',
        'validation_venues',
        `"${text}" is not a Singapore place we know: choose one from the list.`,
      )
    }
    return { place: found.place, area: found.region }
  }
  if (venue.kind === 'online' && !venue.area) return { place: '', area: '' }
  if (places.VENUE_REGIONS.indexOf(venue.area) === -1) {
    gb.fail('venues', 'validation_venues', message)
  }
  return { place: '', area: venue.area }
}

/** Venues: at most 8, each a name (unique, at most 60 characters), a place or area, a kind. */
function cleanVenues(value) {
  if (value === null) return []
  const message = `List at most ${RULES.maxVenues} venues, each with a name (at most ${RULES.venueNameMax} characters), a place (or an area: Central, North, Northeast, East, West) and a kind (${RULES.venueKinds.join(', ')}).`
  if (!Array.isArray(value) || value.length > RULES.maxVenues) {
    gb.fail('venues', 'validation_venues', message)
  }
  const seen = {}
  return value.map((venue) => {
    if (!venue || typeof venue !== 'object' || typeof venue.name !== 'string') {
      gb.fail('venues', 'validation_venues', message)
    }
    const name = venue.name.trim().replace(/\s+/g, ' ')
    const count = gb.charCount(name)
    if (count === 0 || count > RULES.venueNameMax) gb.fail('venues', 'validation_venues', message)
    if (RULES.venueKinds.indexOf(venue.kind) === -1) gb.fail('venues', 'validation_venues', message)
    const where = venuePlace(venue, message)
    if (seen[name.toLowerCase()]) {
      gb.fail(
        'venues',
        'validation_venues',
        `Two venues are called "${name}": give each its own name.`,
      )
    }
    seen[name.toLowerCase()] = true
    return { name: name, place: where.place, area: where.area, kind: venue.kind }
  })
}

/** Any way of typing a Singapore mobile (lib/accounts/sg_phone.js) -> "+6591234567"; "" stays "". */
function cleanWhatsapp(text) {
  if (gb.asString(text).trim() === '') return ''
  const phone = require(`${__hooks}/lib/accounts/sg_phone.js`)
  const full = phone.parseSgMobile(gb.asString(text))
  if (!full) gb.fail('whatsapp', 'validation_whatsapp', phone.SG_MOBILE_MESSAGE)
  return full
}

/**
 * onRecordCreateRequest / UpdateRequest of trainer_profiles: checks and normalizes the four
 * fields in place. `whatsapp` is hidden, so PocketBase drops it from a member's body: the
 * request middleware keeps the value sent (lib/platform/input_guard.js sentHiddenValue).
 */
function checkProfile(e) {
  const record = e.record
  checkWholeHours(
    record,
    'minNoticeHours',
    RULES.minNoticeHoursMax,
    'validation_min_notice',
    'Minimum notice',
  )
  checkWholeHours(
    record,
    'travelGapHours',
    RULES.travelGapHoursMax,
    'validation_travel_gap',
    'Travel time',
  )
  record.set('venues', cleanVenues(gb.jsonValue(record, 'venues')))
  const given = require(`${__hooks}/lib/platform/input_guard.js`).sentHiddenValue(e, 'whatsapp')
  if (given === null) return
  if (typeof given !== 'string') gb.fail('whatsapp', 'validation_invalid_type', 'Must be text.')
  record.set('whatsapp', cleanWhatsapp(given))
}

// --- requests and confirms --------------------------------------------------------------------

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** The trainer's confirmed sessions (start ms and venue) starting in [fromMs, toMs). */
function confirmedBetween(app, trainerId, fromMs, toMs) {
  const rows = arrayOf(new DynamicModel({ datetime: '', venue: '', id: '' }))
  app
    .db()
    .newQuery(
      `SELECT id, datetime, venue FROM bookings WHERE gymBuddy = {:trainer} AND status = '${STATUS.confirmed}' AND datetime >= {:from} AND datetime < {:to}`,
    )
    .bind({ trainer: trainerId, from: stored(fromMs), to: stored(toMs) })
    .all(rows)
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.datetime.replace(' ', 'T')).getTime(),
    venue: row.venue,
  }))
}

/**
 * The confirmed session (of `sessions`) too close to a session at `venue` starting at `startMs`:
 * a different venue with fewer than `gapHours` free hours between them. Null when none.
 */
function travelClash(sessions, startMs, venue, gapHours, exceptIds) {
  if (gapHours <= 0) return null
  const reach = (gapHours + 1) * HOUR_MS
  for (const session of sessions) {
    if (exceptIds.indexOf(session.id) !== -1 || session.at === startMs) continue
    if (Math.abs(session.at - startMs) < reach && session.venue !== venue) return session
  }
  return null
}

function failTravel(field, gapHours) {
  gb.fail(
    field,
    'validation_travel_gap',
    `The trainer needs ${gapHours} free hour${gapHours === 1 ? '' : 's'} to travel between sessions at different venues.`,
  )
}

function checkTravel(app, trainerId, startMs, venue, gapHours, exceptIds, field) {
  if (gapHours <= 0) return
  const reach = (gapHours + 1) * HOUR_MS
  const sessions = confirmedBetween(app, trainerId, startMs - reach + 1, startMs + reach)
  if (travelClash(sessions, startMs, venue, gapHours, exceptIds)) failTravel(field, gapHours)
}

/** The venue a request names, as the trainer's list spells it; refused unless one of theirs. */
function chosenVenue(venues, text) {
  const wanted = gb.asString(text).trim().replace(/\s+/g, ' ').toLowerCase()
  if (venues.length === 0) {
    if (wanted) gb.fail('venue', 'validation_venue', 'This trainer has no venues to choose from.')
    return ''
  }
  if (!wanted) gb.fail('venue', 'validation_venue', 'Choose where the session will be.')
  for (const venue of venues) if (venue.name.toLowerCase() === wanted) return venue.name
  return gb.fail('venue', 'validation_venue', 'Choose one of the trainer’s venues.')
}

/**
 * A new request's (or reschedule's) when and where: at least the trainer's minimum notice ahead,
 * at one of their venues (copied into the booking), and with their travel time to and from their
 * confirmed sessions at other venues. Called by checkRequestedSlot for every new booking.
 */
function checkRequest(app, record, trainerId) {
  const profile = profileOf(app, trainerId)
  const start = gb.dateOf(record, 'datetime').getTime()
  const notice = numberOf(profile, 'minNoticeHours')
  if (start < Date.now() + notice * HOUR_MS) {
    gb.fail(
      'datetime',
      'validation_min_notice',
      `This trainer needs ${notice} hour${notice === 1 ? '' : 's'} of notice: choose a later time.`,
    )
  }
  const venue = chosenVenue(venuesOf(profile), record.get('venue'))
  record.set('venue', venue)
  const except = [record.id, record.getString('rescheduleOf')]
  checkTravel(app, trainerId, start, venue, numberOf(profile, 'travelGapHours'), except, 'datetime')
  // Busy in the trainer's own calendar (lib/venues/busy_times.js).
  require(`${__hooks}/lib/venues/busy_times.js`).checkNotBusy(app, trainerId, start, 'datetime')
}

/** Confirming re-checks the travel time against the sessions confirmed since the request. */
function checkConfirm(app, booking) {
  const trainerId = booking.getString('gymBuddy')
  const gap = numberOf(profileOf(app, trainerId), 'travelGapHours')
  const start = gb.dateOf(booking, 'datetime').getTime()
  checkTravel(app, trainerId, start, booking.getString('venue'), gap, [booking.id], 'status')
  // Busy in the trainer's own calendar (lib/venues/busy_times.js).
  require(`${__hooks}/lib/venues/busy_times.js`).checkNotBusy(app, trainerId, start, 'status')
}

// --- who may read the WhatsApp number -------------------------------------------------------

/** True when `viewerId` is the trainer or has a confirmed session with them still ahead. */
function mayReadWhatsapp(app, viewerId, trainerId) {
  if (!viewerId) return false
  if (viewerId === trainerId) return true
  return !!gb.findFirst(
    app,
    'bookings',
    `booker = {:viewer} && gymBuddy = {:trainer} && status = '${STATUS.confirmed}' && datetime > {:now}`,
    { viewer: viewerId, trainer: trainerId, now: stored(Date.now()) },
  )
}

/**
 * onRecordEnrich of trainer_profiles: the hidden fields back for who may read them. The trainer
 * gets all of them (WhatsApp, and the PayNow details written through POST /api/gymbuddy/paynow);
 * a client with a confirmed session ahead gets `whatsapp`. One hook for every hidden field: each
 * JS hook is a VM call for every profile read, list rows and expands included.
 */
function showPrivateFields(e) {
  const info = e.requestInfo
  const viewer = info && info.auth ? info.auth : null
  if (!viewer || viewer.collection().name !== 'users') return
  const trainer = e.record.getString('user')
  if (viewer.id === trainer) {
    e.record.unhide('whatsapp', 'paynowId', 'paynowName')
  } else if (mayReadWhatsapp(e.app, viewer.id, trainer)) {
    e.record.unhide('whatsapp')
  }
}

module.exports = {
  numberOf,
  venuesOf,
  stored,
  checkProfile,
  checkRequest,
  checkConfirm,
  travelClash,
  showPrivateFields,
}
