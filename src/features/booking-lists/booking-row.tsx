import { useEffect, useRef, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { MemberSafetyActions } from '@/components/safety/member-safety-actions'
import { cn } from '@/lib/utils'
import type { BookingRecord, BookingStatus } from '@/lib/types'
import type { ListedBooking } from './booking-group-types'
import { BookingNotes } from './booking-notes'
import { BookingStatusBadge } from './booking-status-badge'
import { BookingWhen } from './booking-when'
import { bookingBadge } from './booking-words'
import { MessageButton } from './message-button'
import { WhatsappLink } from './whatsapp-link'

/**
 * One booking: when, with whom (`person`), its state now, reason and reschedule notes, then the
 * actions allowed now (`actions`, which may also hold extra ones such as rating a past session)
 * and the spec's Message button.
 */
export function BookingRow({
  booking,
  state,
  now,
  person,
  otherPartyId,
  otherPartyName,
  cancelledByName,
  answerer,
  pendingMove,
  actions,
  onBlocked,
}: {
  booking: ListedBooking
  state: BookingStatus
  /** The page's clock: a confirmed session that has passed says Completed. */
  now: Date
  person: ReactNode
  otherPartyId: string
  /** The other party's name: the row offers Report (this booking) and Block. */
  otherPartyName: string
  cancelledByName: string
  /** Who answers a request ("you" or the trainer's name): the row says until when. */
  answerer?: string
  /** The open request moving this confirmed session. */
  pendingMove?: BookingRecord
  actions?: ReactNode
  /** A block cancels the pair's upcoming sessions: the list reloads. */
  onBlocked: () => void
}) {
  // A notification opens its booking as ?booking=<id>: that row is scrolled to and highlighted.
  const highlighted = useSearchParams()[0].get('booking') === booking.id
  const rowRef = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (highlighted) rowRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
  }, [highlighted])
  return (
    <li
      ref={rowRef}
      id={`booking-${booking.id}`}
      className={cn(
        'flex scroll-mt-20 flex-col gap-3 rounded-lg border p-4 md:flex-row md:items-start',
        highlighted && 'border-primary bg-primary/5 ring-2 ring-primary',
      )}
      data-state={state}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted || undefined}
    >
      <div className="grid min-w-0 flex-1 gap-2">
        <BookingWhen datetime={booking.datetime} venue={booking.venue} />
        {person}
        <BookingNotes
          booking={booking}
          state={state}
          cancelledByName={cancelledByName}
          answerer={answerer}
          pendingMove={pendingMove}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2 md:max-w-[55%] md:justify-end">
        <BookingStatusBadge badge={bookingBadge(booking, now)} />
        {actions}
        <MessageButton userId={otherPartyId} />
        {otherPartyId === booking.gymBuddy && <WhatsappLink booking={booking} now={now} />}
        <MemberSafetyActions
          memberId={otherPartyId}
          memberName={otherPartyName}
          subject={{ booking: booking.id }}
          onBlocked={onBlocked}
        />
      </div>
    </li>
  )
}
