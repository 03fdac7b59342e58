import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'

/** The two buttons of a Privacy & data confirm step: keep (safe) and the destructive action. */
export function DestructiveConfirmFooter({
  busy,
  keepLabel,
  confirmLabel,
  busyLabel,
  onKeep,
  onConfirm,
}: {
  busy: boolean
  keepLabel: string
  confirmLabel: string
  busyLabel: string
  onKeep: () => void
  onConfirm: () => void
}) {
  // On phones the safe choice comes first, above the red button (the footer stacks them).
  return (
    <DialogFooter className="flex-col sm:flex-row">
      <Button type="button" variant="outline" disabled={busy} onClick={onKeep}>
        {keepLabel}
      </Button>
      <Button type="button" variant="destructive" disabled={busy} onClick={onConfirm}>
        {busy ? busyLabel : confirmLabel}
      </Button>
    </DialogFooter>
  )
}
