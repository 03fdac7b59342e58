import { formatSgtDate, parsePbDate, sgtToday } from '@/lib/dates'
import type { MessageRecord } from '@/lib/types'

export interface DatedMessage {
  message: MessageRecord
  /** Set on the first message of each Singapore day: the date line shown above it. */
  dayLabel?: string
}

/** The messages (oldest first), the first of each SGT day carrying that day's date line. */
export function withDaySeparators(messages: readonly MessageRecord[]): DatedMessage[] {
  let lastDay = ''
  return messages.map((message) => {
    const { year, month, day } = sgtToday(parsePbDate(message.created))
    const dayKey = `${year}-${month}-${day}`
    if (dayKey === lastDay) return { message }
    lastDay = dayKey
    return { message, dayLabel: formatSgtDate(message.created) }
  })
}
