// Pure texts of the trainer page: reply time and the working-hours summary.
import { parseWeeklyHours, WEEKDAY_KEYS } from '@/lib/availability'

/** Fewer answers than this over 90 days say nothing reliable: no reply time is shown. */
const MIN_ANSWERS_FOR_REPLY_TIME = 3

/** "Usually replies within 2 hours", or null when there are too few answers. */
export function formatReplyTime(answers: number, medianMinutes: number | null): string | null {
  if (answers < MIN_ANSWERS_FOR_REPLY_TIME || medianMinutes === null) return null
  if (medianMinutes <= 60) return 'Usually replies within an hour'
  const hours = Math.ceil(medianMinutes / 60)
  if (hours < 24) return `Usually replies within ${hours} hours`
  const days = Math.ceil(hours / 24)
  return `Usually replies within ${days === 1 ? 'a day' : `${days} days`}`
}

const DAY_NAMES: Record<(typeof WEEKDAY_KEYS)[number], string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
}

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/** Start hours [9,10,11,14] as "09:00–12:00, 14:00–15:00" (a session lasts one hour). */
export function formatHourRanges(hours: readonly number[]): string {
  const ranges: string[] = []
  let start = -1
  hours.forEach((hour, index) => {
    if (start < 0) start = hour
    if (hours[index + 1] !== hour + 1) {
      ranges.push(`${clock(start)}–${clock(hour + 1)}`)
      start = -1
    }
  })
  return ranges.join(', ')
}

/**
 * The working hours as lines like "Mon–Fri 09:00–18:00", consecutive days with the same hours
 * grouped; null when never set (every hour open) so the page shows nothing.
 */
export function summarizeWorkingHours(value: unknown): string[] | null {
  const week = parseWeeklyHours(value)
  if (!week) return null
  const lines: string[] = []
  let index = 0
  while (index < WEEKDAY_KEYS.length) {
    const hours = formatHourRanges(week[WEEKDAY_KEYS[index]])
    let end = index
    while (
      end + 1 < WEEKDAY_KEYS.length &&
      formatHourRanges(week[WEEKDAY_KEYS[end + 1]]) === hours
    ) {
      end += 1
    }
    if (hours) {
      const first = DAY_NAMES[WEEKDAY_KEYS[index]]
      const days = end > index ? `${first}–${DAY_NAMES[WEEKDAY_KEYS[end]]}` : first
      lines.push(`${days} ${hours}`)
    }
    index = end + 1
  }
  return lines
}
