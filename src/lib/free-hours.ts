// The words the trainer page and the finder cards use for a free hour, in Singapore time, and the
// link into Book Session with it picked (the hours: lib/free-hours-api.ts).
import { SGT_OFFSET_MS } from '@/content/booking-rules'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function sgt(iso: string): Date {
  return new Date(Date.parse(iso) + SGT_OFFSET_MS)
}

/** "7 pm", "12 pm", "9 am". */
function hourWords(clock: Date): string {
  const hour = clock.getUTCHours()
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'am' : 'pm'}`
}

/** "Tue 7 pm" (Singapore time), as a finder card's "Next free". */
export function formatFreeHourShort(iso: string): string {
  const clock = sgt(iso)
  return `${WEEKDAYS[clock.getUTCDay()]} ${hourWords(clock)}`
}

/** "Tue 1 Dec, 7 pm" (Singapore time), as the trainer page lists free hours. */
export function formatFreeHour(iso: string): string {
  const clock = sgt(iso)
  return `${WEEKDAYS[clock.getUTCDay()]} ${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]}, ${hourWords(clock)}`
}

/** Book Session with this hour picked (through login for a visitor, and back). */
export function bookHourPath(trainerId: string, iso: string): string {
  return `/book-session/${trainerId}?at=${encodeURIComponent(iso)}`
}

/** "9 am" (Singapore time): an hour on a day already named. */
export function formatFreeHourOnly(iso: string): string {
  return hourWords(sgt(iso))
}

const YMD = /^\d{4}-\d{2}-\d{2}$/

/** A Singapore day from the address (`?day=YYYY-MM-DD`), or null when absent or not a date. */
export function dayParamOf(value: string | null): string | null {
  if (!value || !YMD.test(value)) return null
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value
}

/** A path with `?day=` (the finder's "Free on" day): the trainer page and Book Session open on it. */
export function withDay(path: string, day: string | undefined): string {
  return day ? `${path}?day=${encodeURIComponent(day)}` : path
}

/**
 * The date picker's day (a local-midnight Date, as the picker holds days) for a Singapore day
 * from the address; null when absent, not a date, or already past in Singapore.
 */
export function pickerDateOfDay(value: string | null, now: Date): Date | null {
  const day = dayParamOf(value)
  if (!day || day < new Date(now.getTime() + SGT_OFFSET_MS).toISOString().slice(0, 10)) return null
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year, month - 1, date)
}
