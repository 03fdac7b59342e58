/// <reference path="../../pb_data/types.d.ts" />
// A trainer's calendar file read into busy times (docs/venues-and-free-hours.md): Mozilla's ical.js
// (pb_hooks/vendor/ical.js, `npm run vendor:ical`) parses it and expands recurring events (RRULE,
// RDATE, EXDATE, moved or cancelled weeks by RECURRENCE-ID) with the file's own VTIMEZONEs. Only
// start and end leave this file: never a title, place or guest. Pure: no PocketBase globals.
const SGT_OFFSET_MS = 8 * 3600 * 1000
const DAY_MS = 86400000
// A runaway rule (every minute for years) stops here rather than holding the cron.
const MAX_STEPS_PER_EVENT = 20000
const MAX_BUSY_TIMES = 5000
// Events GymBuddy wrote itself (bookings/calendar.js, series/series_calendar.js): never busy.
const OWN_UID = /@gymbuddy\.sg$/i

// The only properties a busy time needs; every other line (titles, notes, places, guests,
// alarms) is dropped before parsing: private words never reach the parser, and a feed of several
// MB parses as a few hundred KB.
const KEPT_PROPERTY =
  /^(BEGIN|END|UID|DTSTART|DTEND|DURATION|RRULE|RDATE|EXDATE|EXRULE|RECURRENCE-ID|STATUS|TRANSP|TZID|TZOFFSETFROM|TZOFFSETTO|TZURL|VERSION|PRODID)[;:]/i

/** The text without the lines (and their folded continuations) busy times do not need. */
function timesOnly(text) {
  const out = []
  let kept = false
  for (const line of text.split(/\r?\n/)) {
    const first = line.charAt(0)
    if (first === ' ' || first === '\t') {
      if (kept) out.push(line)
      continue
    }
    kept = KEPT_PROPERTY.test(line)
    if (kept) out.push(line)
  }
  return out.join('\r\n')
}

/** The day ("YYYY-MM-DD") a jCal property's value starts with, or '' when absent. */
function dayOfProperty(component, name) {
  const property = component.jCal[1].find((p) => p[0] === name)
  return property ? String(property[3]).slice(0, 10) : ''
}

/**
 * True for a one-off event (or a moved week) that ended days before the window: skipped from the
 * jCal text itself, without building its times (a calendar's years of history cost nothing).
 */
function longPast(component, firstDay) {
  const props = component.jCal[1]
  if (props.some((p) => p[0] === 'rrule' || p[0] === 'rdate')) return false
  const last = dayOfProperty(component, 'dtend') || dayOfProperty(component, 'dtstart')
  const moved = dayOfProperty(component, 'recurrence-id')
  return last !== '' && last < firstDay && (moved === '' || moved < firstDay)
}

function ical() {
  return require(`${__hooks}/vendor/ical.js`)
}

/**
 * A time as UTC ms: all-day dates and floating times (no zone, or a TZID the file does not
 * define) are the trainer's wall clock, Singapore time; zoned and UTC times are exact.
 */
function msOf(ICAL, time) {
  const wall =
    Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second) -
    SGT_OFFSET_MS
  if (time.isDate) return Date.UTC(time.year, time.month - 1, time.day) - SGT_OFFSET_MS
  const zone = time.zone
  if (!zone || zone === ICAL.Timezone.localTimezone || zone.tzid === 'floating') return wall
  // UTC ("Z"): the fields are the instant (toUnixTime costs far more in the JSVM).
  if (zone === ICAL.Timezone.utcTimezone || zone.tzid === 'UTC') return wall + SGT_OFFSET_MS
  return time.toUnixTime() * 1000
}

function isBusy(component) {
  const status = String(component.getFirstPropertyValue('status') || '').toUpperCase()
  const transp = String(component.getFirstPropertyValue('transp') || '').toUpperCase()
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT'
}

/** [start, end) of an occurrence, or null when it is not busy or has no length. */
function spanOf(ICAL, item, start, end) {
  if (!isBusy(item.component)) return null
  const from = msOf(ICAL, start)
  const to = end ? msOf(ICAL, end) : start.isDate ? from + DAY_MS : from
  return to > from ? [from, to] : null
}

/** Overlapping or touching spans joined: fewer rows, the same busy hours. */
function merged(spans) {
  spans.sort((a, b) => a[0] - b[0])
  const out = []
  for (const span of spans) {
    const last = out[out.length - 1]
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1])
    else out.push([span[0], span[1]])
  }
  return out
}

/** Spans cut at Singapore midnights: no stored busy time is longer than a day (one index range). */
function byDay(spans) {
  const out = []
  for (const span of spans) {
    let start = span[0]
    while (start < span[1]) {
      const midnight =
        Math.floor((start + SGT_OFFSET_MS) / DAY_MS) * DAY_MS - SGT_OFFSET_MS + DAY_MS
      const end = Math.min(span[1], midnight)
      out.push([start, end])
      start = end
    }
  }
  return out
}

/** A jCal date or date-time without TZID as UTC ms (no zone: Singapore's clock), else null. */
function jcalMs(property) {
  const params = property[1] || {}
  const text = String(property[3])
  if (params.tzid || (property[2] !== 'date' && property[2] !== 'date-time')) return null
  const part = (from, to) => Number(text.slice(from, to))
  if (property[2] === 'date')
    return Date.UTC(part(0, 4), part(5, 7) - 1, part(8, 10)) - SGT_OFFSET_MS
  const wall = Date.UTC(
    part(0, 4),
    part(5, 7) - 1,
    part(8, 10),
    part(11, 13),
    part(14, 16),
    part(17, 19),
  )
  return text.charAt(text.length - 1) === 'Z' ? wall : wall - SGT_OFFSET_MS
}

/**
 * A one-off event's busy span read straight from ical.js's jCal (UTC, floating and all-day times:
 * most events), without building an Event and its Times, which cost ~1.5 ms each in the JSVM.
 * `undefined` when it needs ical.js's own reading (a TZID, a DURATION); null when not busy.
 */
function quickSpan(component) {
  const props = component.jCal[1]
  const named = (name) => props.find((p) => p[0] === name)
  if (named('duration')) return undefined
  const dtstart = named('dtstart')
  const dtend = named('dtend')
  const start = dtstart ? jcalMs(dtstart) : null
  const end = dtend ? jcalMs(dtend) : dtstart && dtstart[2] === 'date' ? start + DAY_MS : start
  if (start === null || end === null) return undefined
  if (!isBusy(component)) return null
  return end > start ? [start, end] : null
}

/** Every busy occurrence of one event (with its moved or cancelled weeks) overlapping the window. */
function occurrences(ICAL, event, fromMs, toMs, out) {
  if (!event.isRecurring()) {
    const span = spanOf(ICAL, event, event.startDate, event.endDate)
    if (span && span[1] > fromMs && span[0] < toMs) out.push(span)
    return
  }
  // A week without its own RECURRENCE-ID is the first one shifted: its length once, no per-week
  // lookup (the lookup costs most of an expansion in the JSVM). Moved or cancelled weeks (and
  // THISANDFUTURE ranges, rare) take ical.js's own details.
  const moved = {}
  for (const id of Object.keys(event.exceptions)) {
    moved[msOf(ICAL, event.exceptions[id].recurrenceId)] = true
  }
  const ranged = event.rangeExceptions && event.rangeExceptions.length > 0
  const first = spanOf(ICAL, event, event.startDate, event.endDate)
  const it = event.iterator()
  for (let step = 0; step < MAX_STEPS_PER_EVENT; step++) {
    const next = it.next()
    if (!next) return
    const start = msOf(ICAL, next)
    // A week moved by RECURRENCE-ID starts where the exception says, but sorts by its old date.
    if (start >= toMs + 31 * DAY_MS) return
    let span = null
    if (ranged || moved[start]) {
      const details = event.getOccurrenceDetails(next)
      span = spanOf(ICAL, details.item, details.startDate, details.endDate)
    } else if (first) {
      span = [start, start + first[1] - first[0]]
    }
    if (span && span[1] > fromMs && span[0] < toMs) out.push(span)
  }
}

/**
 * The busy spans ([startMs, endMs), merged, cut by day, in order) of an iCalendar text in [fromMs, toMs), and
 * how many of its events were read. Throws on a text that is not iCalendar.
 */
function busyTimesOf(text, fromMs, toMs) {
  const ICAL = ical()
  const root = new ICAL.Component(ICAL.parse(timesOnly(text)))
  // Two days of margin: a floating or far-zoned time's day can differ from its UTC day.
  const firstDay = new Date(fromMs - 2 * DAY_MS).toISOString().slice(0, 10)
  const calendars = root.name === 'vcalendar' ? [root] : root.getAllSubcomponents('vcalendar')
  if (calendars.length === 0) throw new Error('not an iCalendar file')
  const masters = {}
  const exceptions = []
  const quick = []
  let events = 0
  for (const calendar of calendars) {
    for (const component of calendar.getAllSubcomponents('vevent')) {
      if (OWN_UID.test(component.getFirstPropertyValue('uid') || '')) continue
      events += 1
      if (longPast(component, firstDay)) continue
      const props = component.jCal[1]
      if (!props.some((p) => p[0] === 'rrule' || p[0] === 'rdate' || p[0] === 'recurrence-id')) {
        const span = quickSpan(component)
        if (span !== undefined) {
          if (span && span[1] > fromMs && span[0] < toMs) quick.push(span)
          continue
        }
      }
      const event = new ICAL.Event(component)
      if (event.isRecurrenceException()) exceptions.push(event)
      else masters[event.uid || `no-uid-${events}`] = event
    }
  }
  const lone = []
  for (const exception of exceptions) {
    const master = masters[exception.uid]
    if (master && master.isRecurring()) master.relateException(exception)
    else lone.push(exception)
  }
  const spans = quick
  for (const uid of Object.keys(masters)) occurrences(ICAL, masters[uid], fromMs, toMs, spans)
  for (const exception of lone) occurrences(ICAL, exception, fromMs, toMs, spans)
  return { spans: byDay(merged(spans)).slice(0, MAX_BUSY_TIMES), events: events }
}

module.exports = { busyTimesOf }
