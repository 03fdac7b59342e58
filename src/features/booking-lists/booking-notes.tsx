import { CalendarClockIcon, InfoIcon } from 'lucide-react'
import { STATUS } from '@/content/statuses'
import type { BookingRecord, BookingStatus } from '@/lib/types'
import type { ListedBooking } from './booking-group-types'
import { formatSgtShort } from './booking-texts'
import { closingText } from './booking-words'
import { answerByText, moveRequestedText } from './move-notes'

/**
 * Why a booking was cancelled or declined, where a reschedule moved from, until when a request
 * can be answered, and the move asked for a confirmed session.
 */
export function BookingNotes({
  booking,
  state,
  cancelledByName,
  answerer,
  pendingMove,
}: {
  booking: ListedBooking
  state: BookingStatus
  /** "you" or the other party's name. */
  cancelledByName: string
  /** Who answers a request: "you" (the trainer) or the trainer's name. */
  answerer?: string
  /** The open request moving this confirmed session. */
  pendingMove?: BookingRecord
}) {
  const movedFrom = booking.expand?.rescheduleOf?.datetime
  // A time the trainer proposed is answered by the client: the answerer is the other way round.
  const who = booking.proposed ? (answerer === 'you' ? 'The client' : 'you') : answerer
  const waiting =
    state === STATUS.requested && booking.answerBy && who ? answerByText(booking.answerBy, who) : ''
  const moving = pendingMove ? moveRequestedText(pendingMove) : ''
  const closing = closingText(booking, state, cancelledByName)
  if (!movedFrom && !closing && !waiting && !moving) return null
  return (
    <div className="grid gap-1 text-sm">
      {moving && (
        <p className="flex items-center gap-2 font-medium">
          <CalendarClockIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {moving}
        </p>
      )}
      {waiting && <p className="text-muted-foreground">{waiting}</p>}
      {movedFrom && (
        <p className="flex items-center gap-2 text-muted-foreground">
          <CalendarClockIcon className="size-4 shrink-0" aria-hidden="true" />
          Moved from {formatSgtShort(movedFrom)}
        </p>
      )}
      {closing && (
        <p className="flex items-start gap-2 text-muted-foreground">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="[overflow-wrap:anywhere]">{closing}</span>
        </p>
      )}
    </div>
  )
}
