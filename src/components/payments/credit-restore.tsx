import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/errors'
import { restoreCredit } from '@/lib/payments'
import { toast } from '@/lib/toast'
import type { BookingRecord } from '@/lib/types'

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
  const [busy, setBusy] = useState(false)

  async function giveBack() {
    setBusy(true)
    try {
      await restoreCredit(booking.id)
      toast.success('The package session is back in the client’s package.')
      onChanged()
    } catch (failure) {
      toast.error(describeError(failure))
    } finally {
      setBusy(false)
    }
  }

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
