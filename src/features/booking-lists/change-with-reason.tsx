import { Button } from '@/components/ui/button'
import type { ListedBooking } from './booking-group-types'
import { changeBooking, type BookingChange } from './bookings-api'
import { describeChangeError } from './describe-change-error'
import { ReasonDialog, type ReasonDialogProps } from './reason-dialog'

/**
 * A row's Decline or Cancel: its button opens the reason step, which moves the booking to
 * `status` with the reason given (a refusal is explained in the step, which stays open).
 */
export function ChangeWithReason({
  booking,
  status,
  label,
  variant,
  onChanged,
  ...texts
}: {
  booking: ListedBooking
  status: Extract<BookingChange, { reason: string }>['status']
  /** The row's button. */
  label: string
  variant: 'outline' | 'destructive'
  onChanged: () => void
} & Omit<ReasonDialogProps, 'trigger' | 'onConfirm' | 'describeFailure'>) {
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant={variant}>
          {label}
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
