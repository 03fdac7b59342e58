import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import type { ClientProfileRecord } from '@/lib/types'
import { removeMyFitnessProfile } from './privacy-data-api'
import { DestructiveConfirmFooter } from './destructive-confirm-footer'
import { PRIVACY_DATA_TEXTS as TEXTS } from './privacy-data-texts'

/**
 * Remove my fitness profile, after a confirm step; bookings and chats stay. Without a profile it
 * invites the member to add one (never required).
 */
export function RemoveProfileCard({
  profile,
  onRemoved,
}: {
  profile: ClientProfileRecord | null
  onRemoved: () => void
}) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (!profile) return
    setBusy(true)
    try {
      await removeMyFitnessProfile(profile.id)
      setConfirming(false)
      toast.success(TEXTS.removed)
      onRemoved()
    } catch (error) {
      console.error('Failed to remove the fitness profile', error)
      toast.error(describeError(error, TEXTS.removeFailed))
      setConfirming(false)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={confirming} onOpenChange={(open) => !busy && setConfirming(open)}>
      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold">{TEXTS.removeProfileTitle}</h2>
          <CardDescription>{profile ? TEXTS.removeProfileIntro : TEXTS.noProfile}</CardDescription>
        </CardHeader>
        <CardContent>
          {profile ? (
            // The trigger: closing the step returns focus here.
            <DialogTrigger asChild>
              <Button variant="outline">{TEXTS.removeProfileButton}</Button>
            </DialogTrigger>
          ) : (
            <Button variant="outline" asChild>
              <Link to="/user/profile/edit">{TEXTS.addProfile}</Link>
            </Button>
          )}
        </CardContent>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{TEXTS.removeConfirmTitle}</DialogTitle>
            <DialogDescription>{TEXTS.removeConfirmDescription}</DialogDescription>
          </DialogHeader>
          <DestructiveConfirmFooter
            busy={busy}
            keepLabel={TEXTS.keepProfileButton}
            confirmLabel={TEXTS.removeConfirmButton}
            busyLabel={TEXTS.removing}
            onKeep={() => setConfirming(false)}
            onConfirm={() => void confirm()}
          />
        </DialogContent>
      </Card>
    </Dialog>
  )
}
