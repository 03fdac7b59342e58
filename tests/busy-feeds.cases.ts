// One calendar feed per kind of event real calendars hold, with the busy times expected from it
// written by hand (Singapore time). `{D+n}` is the day n days after a Monday at least a week
// ahead (YYYYMMDD); expected lines read "D+n HH:MM–HH:MM" (a day's end is 00:00).

const SGT_ZONE = `BEGIN:VTIMEZONE
TZID:Asia/Singapore
BEGIN:STANDARD
DTSTART:19820101T000000
TZOFFSETFROM:+0800
TZOFFSETTO:+0800
TZNAME:+08
END:STANDARD
END:VTIMEZONE`

const KOLKATA_ZONE = `BEGIN:VTIMEZONE
TZID:Asia/Kolkata
BEGIN:STANDARD
DTSTART:19700101T000000
TZOFFSETFROM:+0530
TZOFFSETTO:+0530
TZNAME:IST
END:STANDARD
END:VTIMEZONE`

const BRISBANE_ZONE = `BEGIN:VTIMEZONE
TZID:Australia/Brisbane
BEGIN:STANDARD
DTSTART:19700101T000000
TZOFFSETFROM:+1000
TZOFFSETTO:+1000
TZNAME:AEST
END:STANDARD
END:VTIMEZONE`

/** A VCALENDAR around these lines, with CRLF line ends as the RFC has them. */
export function calendarText(...blocks: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Busy feeds//EN', ...blocks]
    .concat('END:VCALENDAR')
    .join('\n')
    .replace(/\r?\n/g, '\r\n')
}

function event(uid: string, ...lines: string[]): string {
  return ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join(
    '\n',
  )
}

export interface FeedCase {
  kind: string
  feed: string
  busy: string[]
  events: number
}

export const FEED_CASES: FeedCase[] = [
  {
    kind: 'a weekly event with a skipped week (EXDATE), a moved week and a cancelled week (RECURRENCE-ID)',
    feed: calendarText(
      SGT_ZONE,
      event(
        'weekly-class',
        'SUMMARY:Class at another gym',
        'DTSTART;TZID=Asia/Singapore:{D+0}T100000',
        'DTEND;TZID=Asia/Singapore:{D+0}T110000',
        'RRULE:FREQ=WEEKLY;COUNT=5',
        'EXDATE;TZID=Asia/Singapore:{D+7}T100000',
      ),
      event(
        'weekly-class',
        'RECURRENCE-ID;TZID=Asia/Singapore:{D+14}T100000',
        'DTSTART;TZID=Asia/Singapore:{D+15}T160000',
        'DTEND;TZID=Asia/Singapore:{D+15}T170000',
      ),
      event(
        'weekly-class',
        'RECURRENCE-ID;TZID=Asia/Singapore:{D+21}T100000',
        'DTSTART;TZID=Asia/Singapore:{D+21}T100000',
        'DTEND;TZID=Asia/Singapore:{D+21}T110000',
        'STATUS:CANCELLED',
      ),
    ),
    busy: ['D+0 10:00–11:00', 'D+15 16:00–17:00', 'D+28 10:00–11:00'],
    events: 3,
  },
  {
    kind: 'an all-day event over two days',
    feed: calendarText(
      event('leave', 'SUMMARY:Leave', 'DTSTART;VALUE=DATE:{D+2}', 'DTEND;VALUE=DATE:{D+4}'),
    ),
    busy: ['D+2 00:00–00:00', 'D+3 00:00–00:00'],
    events: 1,
  },
  {
    kind: 'events in other time zones (TZID with VTIMEZONE, and UTC)',
    feed: calendarText(
      KOLKATA_ZONE,
      BRISBANE_ZONE,
      event(
        'call-india',
        'DTSTART;TZID=Asia/Kolkata:{D+1}T073000',
        'DTEND;TZID=Asia/Kolkata:{D+1}T083000',
      ),
      event('utc', 'DTSTART:{D+1}T060000Z', 'DTEND:{D+1}T070000Z'),
      event(
        'call-brisbane',
        'DTSTART;TZID=Australia/Brisbane:{D+1}T200000',
        'DTEND;TZID=Australia/Brisbane:{D+1}T210000',
      ),
    ),
    busy: ['D+1 10:00–11:00', 'D+1 14:00–15:00', 'D+1 18:00–19:00'],
    events: 3,
  },
  {
    kind: 'a floating time (no zone: the trainer’s own clock)',
    feed: calendarText(event('dentist', 'DTSTART:{D+5}T090000', 'DTEND:{D+5}T093000')),
    busy: ['D+5 09:00–09:30'],
    events: 1,
  },
  {
    kind: 'a cancelled event',
    feed: calendarText(
      event('called-off', 'DTSTART:{D+6}T120000', 'DTEND:{D+6}T130000', 'STATUS:CANCELLED'),
      event('kept', 'DTSTART:{D+6}T150000', 'DTEND:{D+6}T160000', 'STATUS:CONFIRMED'),
    ),
    busy: ['D+6 15:00–16:00'],
    events: 2,
  },
  {
    kind: 'a free (transparent) event',
    feed: calendarText(
      event('reminder', 'DTSTART:{D+6}T090000', 'DTEND:{D+6}T100000', 'TRANSP:TRANSPARENT'),
      event('meeting', 'DTSTART:{D+6}T180000', 'DTEND:{D+6}T190000', 'TRANSP:OPAQUE'),
    ),
    busy: ['D+6 18:00–19:00'],
    events: 2,
  },
  {
    kind: 'GymBuddy’s own sessions copied into the calendar (no loops)',
    feed: calendarText(
      event('booking-abc123@gymbuddy.sg', 'DTSTART:{D+8}T100000', 'DTEND:{D+8}T110000'),
      event('series-def456@gymbuddy.sg', 'DTSTART:{D+8}T120000', 'DTEND:{D+8}T130000'),
      event('own-dentist', 'DTSTART:{D+8}T140000', 'DTEND:{D+8}T150000'),
    ),
    busy: ['D+8 14:00–15:00'],
    events: 1,
  },
]

/** The Monday (SGT, as a UTC midnight of that date) at least 7 days after now. */
export function baseMonday(nowMs: number): number {
  const sgt = new Date(nowMs + 8 * 3600_000)
  const today = Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth(), sgt.getUTCDate())
  const weekday = new Date(today).getUTCDay()
  return today + (7 + ((8 - weekday) % 7)) * 86_400_000
}

function ymd(baseMs: number, days: number, dashes: boolean): string {
  const text = new Date(baseMs + days * 86_400_000).toISOString().slice(0, 10)
  return dashes ? text : text.replace(/-/g, '')
}

/** The feed with its `{D+n}` days filled in. */
export function feedOn(feed: string, baseMs: number): string {
  return feed.replace(/\{D\+(\d+)\}/g, (_, n: string) => ymd(baseMs, Number(n), false))
}

/** Expected lines with their days filled in ("2026-12-07 10:00–11:00"). */
export function busyOn(busy: string[], baseMs: number): string[] {
  return busy.map((line) =>
    line.replace(/^D\+(\d+)/, (_, n: string) => ymd(baseMs, Number(n), true)),
  )
}

/**
 * A feed of several MB as a calendar with years of history holds: 2,880 past events and one
 * each day at 07:00–08:00 SGT for the next 150 days, each with a 1,200-character description.
 * Expected by hand: one busy time a day for the 120 days read (today and 119 more).
 */
export function bigFeed(nowMs: number): { text: string; busyDays: number; events: number } {
  const sgt = new Date(nowMs + 8 * 3600_000)
  const today = Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth(), sgt.getUTCDate())
  const note = 'Notes about this appointment. '.repeat(40)
  const blocks: string[] = []
  for (let day = -2880; day < 150; day++) {
    const date = ymd(today, day, false)
    blocks.push(
      event(
        `history-${day}`,
        `DTSTART:${date}T070000`,
        `DTEND:${date}T080000`,
        `DESCRIPTION:${note}`,
      ),
    )
  }
  return { text: calendarText(...blocks), busyDays: 120, events: 3030 }
}
