import { useState, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { SAFETY_TEXTS } from '@/content/safety'
import { describeError } from '@/lib/errors'
import { blockMember } from '@/lib/safety-api'
import { toast } from '@/lib/toast'
import { useCurrentUser } from '@/stores/user'

export interface BlockDialogProps {
  /** The button that opens it (focus returns to it on close). */
  trigger: ReactNode
  memberId: string
  memberName: string
  /** After the block stands (e.g. the screen reloads what it cancelled). */
  onBlocked?: () => void
}

/** Block a member: what it does, then Block or Cancel. */
export function BlockDialog({ trigger, memberId, memberName, onBlocked }: BlockDialogProps) {
  const user = useCurrentUser()
  const [open, setOpen] = useState(false)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  function close(next: boolean) {
    if (!next) setProblem('')
    setOpen(next)
  }

  async function confirm() {
    if (!user) return
    setBusy(true)
    try {
      await blockMember(user.id, memberId)
      toast.success(SAFETY_TEXTS.blocked(memberName))
      close(false)
      onBlocked?.()
    } catch (error) {
      setProblem(describeError(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SAFETY_TEXTS.blockTitle(memberName)}</DialogTitle>
          <DialogDescription>{SAFETY_TEXTS.blockDescription}</DialogDescription>
        </DialogHeader>
        {problem && <Alert variant="destructive">{problem}</Alert>}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => close(false)}>
            {SAFETY_TEXTS.cancel}
          </Button>
          <Button
            type="button"
            variant="destructive"
            onClick={() => void confirm()}
            disabled={busy}
          >
            {busy ? SAFETY_TEXTS.blocking : SAFETY_TEXTS.blockConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
