/// <reference path="../../pb_data/types.d.ts" />
// A trainer's own calendars (docs/venues-and-free-hours.md, "Busy times"): what a saved calendar
// may be. The address, user name and app password are hidden fields: PocketBase drops them from a
// member's body and never sends them back, so the request guard keeps what was sent
// (lib/platform/input_guard.js sentHiddenValue) and the app shows `hint` instead. The reader:
// lib/venues/busy_sync.js.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)

// Written by the reader only: a member's body never sets them.
const SERVER_FIELDS = [
  'hint',
  'lastSyncAt',
  'lastError',
  'failingSince',
  'failureMailedAt',
  'readHash',
]
const LABEL_MAX = 40
// GymBuddy's own feed (lib/bookings/calendar.js feedUrl): reading it back would loop.
const OWN_FEED = /\/api\/gymbuddy\/calendar\//i
// Hosts of this machine and its private networks: the reader is no way into them.
const PRIVATE_HOST =
  /^(localhost|.*\.localhost|.*\.local|.*\.internal|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|169\.254\.\d+\.\d+|0\.0\.0\.0|\[?::1?\]?|\[?f[cd][0-9a-f]*:.*)$/i

/**
 * True where calendars may be read from this machine: GYMBUDDY_CALENDAR_LOCAL=1, or an app that is
 * itself served from a private host (a dev machine, the tests); a public app URL never may.
 */
function localAllowed() {
  if ($os.getenv('GYMBUDDY_CALENDAR_LOCAL') === '1') return true
  const own = partsOf(String($app.settings().meta.appURL || ''))
  return !!own && PRIVATE_HOST.test(own.host)
}

/** The parts of an http(s) address, or null: { scheme, host, path }. */
function partsOf(url) {
  const match = /^(https?):\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]+)(?::\d+)?([^?#]*)/i.exec(url)
  if (!match) return null
  return { scheme: match[1].toLowerCase(), host: match[2].toLowerCase(), path: match[3] || '/' }
}

/** The address as read: trimmed, webcal:// as https://; refused unless a public http(s) one. */
function cleanUrl(text) {
  let url = gb.asString(text).trim()
  url = url.replace(/^webcals?:\/\//i, 'https://')
  const parts = partsOf(url)
  if (!parts || /\s/.test(url)) {
    gb.fail('url', 'validation_calendar_url', 'Give the calendar’s address, starting https://.')
  }
  if (OWN_FEED.test(parts.path)) {
    gb.fail(
      'url',
      'validation_calendar_own_feed',
      'This is GymBuddy’s own calendar of your sessions: it is already counted.',
    )
  }
  if (PRIVATE_HOST.test(parts.host) && !localAllowed()) {
    gb.fail('url', 'validation_calendar_url', 'Give a calendar address on the internet.')
  }
  return url
}

/** What the app shows of an address: its host and last part ("…/basic.ics"), never a token. */
function hintOf(url) {
  const parts = partsOf(url)
  if (!parts) return ''
  const last = parts.path.split('/').filter((piece) => piece !== '')
  const tail = last.length ? last[last.length - 1] : ''
  // A short file name is not secret; a long last part (an iCloud token) is shown as "…".
  const shown = tail && tail.length <= 24 && /\.[a-z]{2,4}$/i.test(tail) ? `…/${tail}` : '…'
  return `${parts.host} ${shown}`.slice(0, 120)
}

function cleanLabel(record) {
  const label = gb.asString(record.get('label')).trim().replace(/\s+/g, ' ')
  if (gb.charCount(label) === 0 || gb.charCount(label) > LABEL_MAX) {
    gb.fail(
      'label',
      'validation_calendar_label',
      `Name the calendar (at most ${LABEL_MAX} characters).`,
    )
  }
  record.set('label', label)
}

/**
 * onRecordCreateRequest / onRecordUpdateRequest of busy_calendars (members): the label, the
 * address (and for CalDAV its user name and app password) from what was sent, the hint; the
 * reader's fields stay as stored. A changed address is read afresh ("Sync now").
 */
function checkCalendar(e, stored) {
  const record = e.record
  const guard = require(`${__hooks}/lib/platform/input_guard.js`)
  const sent = (name) => guard.sentHiddenValue(e, name)
  for (const name of SERVER_FIELDS) record.set(name, stored ? stored.get(name) : '')
  record.set('eventsCount', stored ? stored.getInt('eventsCount') : 0)
  if (stored && stored.getString('kind') !== record.getString('kind')) {
    gb.fail('kind', 'validation_calendar_kind', 'Remove the calendar and add it again instead.')
  }
  cleanLabel(record)
  const url = sent('url') !== null ? sent('url') : stored ? stored.getString('url') : ''
  record.set('url', cleanUrl(url))
  record.set('hint', hintOf(record.getString('url')))
  const caldav = record.getString('kind') === 'caldav'
  for (const name of ['username', 'password']) {
    const given = sent(name)
    const value = given !== null ? gb.asString(given) : stored ? stored.getString(name) : ''
    if (!caldav && value !== '') {
      gb.fail(
        name,
        'validation_calendar_login',
        'A calendar address needs no user name or password.',
      )
    }
    if (caldav && value.trim() === '') {
      gb.fail(
        name,
        'validation_calendar_login',
        'A CalDAV calendar needs its user name and app password.',
      )
    }
    record.set(name, value)
  }
  if (stored && stored.getString('url') !== record.getString('url')) {
    record.set('readHash', '')
    record.set('lastError', '')
    record.set('failingSince', '')
    record.set('failureMailedAt', '')
  }
}

module.exports = { checkCalendar }
