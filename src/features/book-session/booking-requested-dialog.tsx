import { CircleCheckIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { formatSgtShortDateTime } from '@/lib/dates'

/** What was requested: one session (the spec's words), a move, or a weekly series' weeks. */
export type RequestedWhat =
  { kind: 'booking' } | { kind: 'move'; standing: boolean } | { kind: 'series'; weeks: string[] }

const TITLES = {
  booking: 'Booking Requested',
  move: 'Move requested',
  series: 'Weekly sessions requested',
}

function descriptionOf(what: RequestedWhat): string {
  if (what.kind === 'move' && what.standing) {
    return "Your session stays booked at its old time until the trainer confirms the new one. You'll be notified either way."
  }
  return "Awaiting trainer confirmation. You'll be notified once it's confirmed."
}

/** Opens once the request is made; closing it in any way goes on to /user/bookings. */
export function BookingRequestedDialog({
  open,
  what,
  onDone,
}: {
  open: boolean
  what: RequestedWhat
  onDone: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDone()}>
      <DialogContent showCloseButton={false} className="sm:max-w-md">
        <DialogHeader className="items-center text-center sm:items-center sm:text-center">
          <CircleCheckIcon className="size-12 text-primary" aria-hidden="true" />
          <DialogTitle>{TITLES[what.kind]}</DialogTitle>
          <DialogDescription>{descriptionOf(what)}</DialogDescription>
        </DialogHeader>
        {what.kind === 'series' && what.weeks.length > 0 && (
          <ul aria-label="Weeks requested" className="grid gap-1 text-center text-sm">
            {what.weeks.map((week) => (
              <li key={week}>{formatSgtShortDateTime(week)} SGT</li>
            ))}
          </ul>
        )}
        <DialogFooter className="sm:justify-center">
          <Button onClick={onDone} className="w-full sm:w-32">
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
