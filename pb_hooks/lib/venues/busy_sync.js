/// <reference path="../../pb_data/types.d.ts" />
// Reads a trainer's calendar into busy times (docs/venues-and-free-hours.md, "Busy times"): the
// private iCalendar address by GET, a CalDAV calendar by one REPORT calendar-query for the next
// 120 days (Basic auth with the app password). What is read replaces the calendar's busy times in
// one transaction; a failure keeps the last good ones and says why and since when, and the trainer
// is told once when it has failed for a day. Run by "Sync now" and the cron every 10 minutes.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)

const DAYS_AHEAD = 120
const TIMEOUT_SECONDS = 30
const MAX_BYTES = 20 * 1024 * 1024
const FAILING_MAIL_AFTER_MS = 24 * br.HOUR_MS
// The cron reads a calendar again once this much has passed (its own period, less a margin).
const STALE_AFTER_MS = 9 * 60 * 1000
const INSERT_CHUNK = 200
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** Base64 of a text's UTF-8 bytes (the JSVM has no btoa): HTTP Basic auth. */
function base64(text) {
  const bytes = []
  for (const ch of unescape(encodeURIComponent(text))) bytes.push(ch.charCodeAt(0))
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] || 0) << 8) | (bytes[i + 2] || 0)
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63]
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63] : '='
    out += i + 2 < bytes.length ? B64[n & 63] : '='
  }
  return out
}

/** A reading failure the trainer is shown ("the address answered 404"). */
function failure(words) {
  const error = new Error(words)
  error.calendarWords = words
  return error
}

function send(config) {
  let res
  try {
    res = $http.send(Object.assign({ timeout: TIMEOUT_SECONDS }, config))
  } catch (_) {
    throw failure('the address could not be reached')
  }
  if (res.statusCode === 401 || res.statusCode === 403) {
    throw failure(`the server refused the user name or password (${res.statusCode})`)
  }
  if (res.statusCode < 200 || res.statusCode >= 300) {
    throw failure(`the address answered ${res.statusCode}`)
  }
  const text = toString(res.body)
  if (text.length > MAX_BYTES) throw failure('the calendar is larger than 20 MB')
  return text
}

function caldavStamp(ms) {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')
}

const XML_ENTITIES = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

/** The calendar files of a CalDAV multistatus answer (each <calendar-data>, unescaped). */
function calendarDataOf(xml) {
  const files = []
  const pattern = /<(?:[\w-]+:)?calendar-data\b[^>]*>([\s\S]*?)<\/(?:[\w-]+:)?calendar-data>/g
  let match
  while ((match = pattern.exec(xml))) {
    const body = match[1].replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1')
    files.push(
      body.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, name) => {
        if (name[0] === '#') {
          const code =
            name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1)
          return String.fromCodePoint(code)
        }
        return XML_ENTITIES[name] !== undefined ? XML_ENTITIES[name] : all
      }),
    )
  }
  return files
}

/** The calendar's files: the address's one file, or CalDAV's events in the window. */
function readFiles(calendar, fromMs, toMs) {
  const url = calendar.getString('url')
  if (calendar.getString('kind') !== 'caldav') {
    return [send({ url: url, method: 'GET', headers: { Accept: 'text/calendar' } })]
  }
  const query = `<?xml version="1.0" encoding="utf-8"?>
<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
  <d:prop><c:calendar-data/></d:prop>
  <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT">
    <c:time-range start="${caldavStamp(fromMs)}" end="${caldavStamp(toMs)}"/>
  </c:comp-filter></c:comp-filter></c:filter>
</c:calendar-query>`
  const xml = send({
    url: url,
    method: 'REPORT',
    body: query,
    headers: {
      Authorization: `Basic ${base64(`${calendar.getString('username')}:${calendar.getString('password')}`)}`,
      Depth: '1',
      'Content-Type': 'application/xml; charset=utf-8',
    },
  })
  if (!/multistatus/i.test(xml)) throw failure('the address is not a CalDAV calendar')
  return calendarDataOf(xml)
}

/** Busy spans and event count of the files; a file that is not iCalendar is a failure. */
function spansOf(files, fromMs, toMs) {
  const expand = require(`${__hooks}/lib/venues/busy_expand.js`)
  const spans = []
  let events = 0
  for (const text of files) {
    let read
    try {
      read = expand.busyTimesOf(text, fromMs, toMs)
    } catch (_) {
      throw failure('the address did not give a calendar file')
    }
    events += read.events
    for (const span of read.spans) spans.push(span)
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  return { spans: spans, events: events }
}

/** The calendar's busy spans as stored now, as one comparable text. */
function storedSpans(app, calendarId) {
  const out = new DynamicModel({ v: '' })
  app
    .db()
    .newQuery(
      'SELECT COALESCE(json_group_array(json_array(start, "end")), \'[]\') AS v FROM (SELECT start, "end" FROM busy_times WHERE calendar = {:id} ORDER BY start, "end")',
    )
    .bind({ id: calendarId })
    .one(out)
  return out.v
}

/** Replaces the calendar's busy times (only when they changed: most reads change nothing). */
function storeSpans(app, calendar, spans) {
  const rows = spans.map((span) => [stored(span[0]), stored(span[1])])
  if (storedSpans(app, calendar.id) === JSON.stringify(rows)) return
  app.runInTransaction((txApp) => {
    txApp
      .db()
      .newQuery('DELETE FROM busy_times WHERE calendar = {:id}')
      .bind({ id: calendar.id })
      .execute()
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const params = { calendar: calendar.id, trainer: calendar.getString('trainer') }
      const values = rows.slice(i, i + INSERT_CHUNK).map((row, j) => {
        params[`i${j}`] = $security.randomStringWithAlphabet(15, ID_ALPHABET)
        params[`s${j}`] = row[0]
        params[`e${j}`] = row[1]
        return `({:i${j}}, {:trainer}, {:calendar}, {:s${j}}, {:e${j}})`
      })
      txApp
        .db()
        .newQuery(
          `INSERT INTO busy_times (id, trainer, calendar, start, "end") VALUES ${values.join(', ')}`,
        )
        .bind(params)
        .execute()
    }
  })
}

/** The trainer hears once that a calendar has not been read for a day (notifications row). */
function tellFailing(app, calendar, nowMs) {
  const since = gb.dateOf(calendar, 'failingSince')
  if (!since || nowMs - since.getTime() < FAILING_MAIL_AFTER_MS) return
  if (calendar.getString('failureMailedAt')) return
  const row = new Record(app.findCollectionByNameOrId('notifications'))
  row.set('user', calendar.getString('trainer'))
  row.set('kind', 'calendar_failing')
  row.set('datetime', calendar.getString('failingSince'))
  // The calendar's name, in the field the bell and the email read a name from.
  row.set('actorName', calendar.getString('label'))
  row.set('count', 1)
  row.set('emailStatus', 'pending')
  row.set('emailAttempts', 0)
  app.save(row)
  calendar.set('failureMailedAt', stored(nowMs))
}

/** Reads one calendar now and records the outcome: { eventsCount, lastSyncAt, lastError }. */
function syncCalendar(app, calendar, nowMs) {
  const from = require(`${__hooks}/lib/venues/free_hours.js`).sgtMidnight(nowMs)
  const to = from + DAYS_AHEAD * br.DAY_MS
  try {
    const files = readFiles(calendar, from, to)
    // The same files on the same day give the same busy times: nothing to expand or store.
    const hash = `${$security.sha256(files.join('\n'))}:${from}`
    if (hash !== calendar.getString('readHash')) {
      const read = spansOf(files, from, to)
      storeSpans(app, calendar, read.spans)
      calendar.set('eventsCount', read.events)
      calendar.set('readHash', hash)
    }
    calendar.set('lastError', '')
    calendar.set('failingSince', '')
    calendar.set('failureMailedAt', '')
  } catch (error) {
    if (!error || !error.calendarWords) throw error
    calendar.set('lastError', error.calendarWords)
    if (!calendar.getString('failingSince')) calendar.set('failingSince', stored(nowMs))
    tellFailing(app, calendar, nowMs)
  }
  calendar.set('lastSyncAt', stored(nowMs))
  app.saveNoValidate(calendar)
  return {
    eventsCount: calendar.getInt('eventsCount'),
    lastSyncAt: calendar.getString('lastSyncAt'),
    lastError: calendar.getString('lastError'),
  }
}

/** POST /api/gymbuddy/busy-calendars/{id}/sync: its trainer reads it now. */
function syncRoute(e) {
  const auth = e.auth
  const calendar = gb.findById(e.app, 'busy_calendars', e.request.pathValue('id'))
  if (!auth || !calendar || calendar.getString('trainer') !== auth.id) {
    throw new NotFoundError('This calendar could not be found.')
  }
  return e.json(200, syncCalendar(e.app, calendar, Date.now()))
}

/** The cron: every calendar not read in the last 10 minutes, the longest-waiting first. */
function syncDue(app) {
  const nowMs = Date.now()
  const due = app.findRecordsByFilter(
    'busy_calendars',
    'lastSyncAt = "" || lastSyncAt < {:before}',
    'lastSyncAt',
    0,
    0,
    { before: stored(nowMs - STALE_AFTER_MS) },
  )
  for (const calendar of due) {
    try {
      syncCalendar(app, calendar, Date.now())
    } catch (error) {
      console.error(`busy calendar ${calendar.id}: ${error}`)
    }
  }
}

module.exports = { syncRoute, syncDue }
