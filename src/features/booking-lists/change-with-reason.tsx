import { Button } from '@/components/ui/button'
import { STATUS } from '@/content/statuses'
import type { ListedBooking } from './booking-group-types'
import { changeBooking, type BookingChange } from './bookings-api'
import { describeChangeError } from './describe-change-error'
import { ReasonDialog, type ReasonDialogProps } from './reason-dialog'

type ReasonStatus = Extract<BookingChange, { reason: string }>['status']

/** The row's button for each change: a decline stands out, a cancel does not. */
const BUTTONS: Record<ReasonStatus, { label: string; variant: 'outline' | 'destructive' }> = {
  [STATUS.declined]: { label: 'Decline', variant: 'destructive' },
  [STATUS.cancelled]: { label: 'Cancel', variant: 'outline' },
}

/**
 * A row's Decline or Cancel: its button opens the reason step, which moves the booking to
 * `status` with the reason given (a refusal is explained in the step, which stays open).
 */
export function ChangeWithReason({
  booking,
  status,
  onChanged,
  ...texts
}: {
  booking: ListedBooking
  status: ReasonStatus
  onChanged: () => void
} & Omit<ReasonDialogProps, 'trigger' | 'onConfirm' | 'describeFailure'>) {
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant={BUTTONS[status].variant}>
          {BUTTONS[status].label}
        </Button>
      }
      {...texts}
      onConfirm={async (reason) => {
        await changeBooking(booking.id, { status, reason })
        onChanged()
      }}
      describeFailure={(error) => describeChangeError(error, booking)}
    />
  )
}
