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
