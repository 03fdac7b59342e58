import { formatSgtDayShort } from '@/lib/dates'

/** Who is named when the reader's name cannot be looked up (e.g. their account has gone). */
const UNKNOWN_READER = 'A trainer'

/** e.g. "Marcus Lim viewed your fitness profile on Tue 3 Dec" (day: a Singapore "YYYY-MM-DD"). */
export function describeProfileRead(readerName: string, day: string): string {
  return `${readerName.trim() || UNKNOWN_READER} viewed your fitness profile on ${formatSgtDayShort(day)}`
}
