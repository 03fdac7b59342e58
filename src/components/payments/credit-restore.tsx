import { Button } from '@/components/ui/button'
import { restoreCredit } from '@/lib/payments'
import type { BookingRecord } from '@/lib/types'
import { useBusyStep } from './use-busy-step'

/**
 * A package session a client's late cancel or no-show kept spent: the client reads so; the
 * trainer gives it back in one click (then both read that it was given back).
 */
export function CreditRestore({
  booking,
  side,
  onChanged,
}: {
  booking: Pick<BookingRecord, 'id' | 'creditRestoredAt' | 'lateCancel'>
  side: 'booker' | 'trainer'
  onChanged: () => void
}) {
  const { busy, run } = useBusyStep(onChanged)
  const giveBack = () =>
    run(() => restoreCredit(booking.id), 'The package session is back in the client’s package.')

  if (booking.creditRestoredAt) {
    return (
      <p
        className="w-full text-sm text-muted-foreground md:text-right"
        data-testid="credit-restore"
      >
        Package session given back by the trainer
      </p>
    )
  }
  return (
    <div
      className="flex w-full flex-wrap items-center gap-2 text-sm md:justify-end"
      data-testid="credit-restore"
    >
      <span>
        Package session spent ({booking.lateCancel ? 'late cancel, trainer’s policy' : 'no-show'})
      </span>
      {side === 'trainer' && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void giveBack()}>
          Give the session back
        </Button>
      )}
    </div>
  )
}
