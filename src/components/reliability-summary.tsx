import { CalendarCheckIcon } from 'lucide-react'
import { trainerRecordText } from '@/lib/reliability-text'
import type { MemberReliability } from '@/lib/types'
import { cn } from '@/lib/utils'

/** A trainer's 12-month record beside their rating: "Attended 18 of 19 · 1 late cancel", or "New". */
export function ReliabilitySummary({
  record,
  className,
}: {
  record: MemberReliability | undefined
  className?: string
}) {
  const text = trainerRecordText(record)
  return (
    <p
      className={cn('flex items-center gap-1.5 text-sm text-muted-foreground', className)}
      data-testid="trainer-record"
    >
      <CalendarCheckIcon className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {text === 'New' ? <span className="sr-only">Session record: </span> : null}
        {text === 'New' ? 'New: under 3 sessions on record' : text}
      </span>
    </p>
  )
}
