import { CalendarCheckIcon } from 'lucide-react'
import { clientRecordText } from '@/lib/reliability-text'
import type { MemberReliability } from '@/lib/types'

/**
 * On a request the trainer answers: the client's 12-month record ("12 sessions, 1 no-show"), as
 * the bookings route carries it on the row (no request of its own).
 */
export function ClientRecord({ record }: { record: MemberReliability }) {
  return (
    <p
      className="flex items-center gap-2 text-sm text-muted-foreground"
      data-testid="client-record"
    >
      <CalendarCheckIcon className="size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="sr-only">Client record: </span>
        {clientRecordText(record)}
      </span>
    </p>
  )
}
