// The finder's "Free at" choices: a Singapore day in the next 14 (today first) and a part of the
// day, as the search route takes them (freeDay=YYYY-MM-DD, freePart=morning|afternoon|evening).
import { SGT_OFFSET_MS } from '@/content/booking-rules'
import { FINDER_FREE_DAYS, PARTS_OF_DAY } from '@/content/when-where'

const DAY_MS = 86_400_000
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export interface FreeDayOption {
  /** "YYYY-MM-DD", Singapore's calendar day. */
  iso: string
  /** "Tue 1 Dec". */
  label: string
}

/** Today and the next 13 days in Singapore. */
export function freeDayOptions(now: Date): FreeDayOption[] {
  const today = Math.floor((now.getTime() + SGT_OFFSET_MS) / DAY_MS) * DAY_MS
  return Array.from({ length: FINDER_FREE_DAYS }, (_, index) => {
    const day = new Date(today + index * DAY_MS)
    return {
      iso: day.toISOString().slice(0, 10),
      label: `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`,
    }
  })
}

/** "Evening 17–21" for a part's key, and back. */
export const PART_LABELS = PARTS_OF_DAY.map((part) => `${part.label} ${part.range}`)

export function partLabelOf(key: string): string {
  const index = PARTS_OF_DAY.findIndex((part) => part.key === key)
  return index === -1 ? '' : PART_LABELS[index]
}

export function partKeyOf(label: string): string {
  const index = PART_LABELS.indexOf(label)
  return index === -1 ? '' : PARTS_OF_DAY[index].key
}
