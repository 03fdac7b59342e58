import { CalendarClockIcon } from 'lucide-react'
import { formatFreeHourShort } from '@/lib/free-hours'

/** A finder card's "Next free: Tue 7 pm" (the trainer's first requestable hour in 2 weeks). */
export function NextFreeLine({ iso }: { iso: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <CalendarClockIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      {iso ? `Next free: ${formatFreeHourShort(iso)}` : 'No free hours in the next 2 weeks'}
    </p>
  )
}
