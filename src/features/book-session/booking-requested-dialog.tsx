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

/** Opens once the booking is created; closing it in any way goes on to /user/bookings. */
export function BookingRequestedDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDone()}>
      <DialogContent showCloseButton={false} className="sm:max-w-md">
        <DialogHeader className="items-center text-center sm:items-center sm:text-center">
          <CircleCheckIcon className="size-12 text-primary" aria-hidden="true" />
          <DialogTitle>Booking Requested</DialogTitle>
          <DialogDescription>
            Awaiting trainer confirmation. You&apos;ll be notified once it&apos;s confirmed.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Button onClick={onDone} className="w-full sm:w-32">
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
