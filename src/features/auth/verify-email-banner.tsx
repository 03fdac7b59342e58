import { XIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import type { UserRecord } from '@/lib/types'
import { resendVerification } from './recovery-api'
import { RECOVERY_MESSAGES, resendVerificationErrorMessage } from './recovery-errors'
import { useServerSendsEmail } from './use-server-sends-email'

const DISMISSED_KEY = 'gymbuddy_verify_banner_dismissed'

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/**
 * For an unverified member of a server that sends email: a reminder with "Resend"; dismissible,
 * and nothing is blocked.
 */
export function VerifyEmailBanner({ user }: { user: Pick<UserRecord, 'email' | 'verified'> }) {
  const [dismissed, setDismissed] = useState(wasDismissed)
  const [busy, setBusy] = useState(false)
  const needed = !user.verified && !dismissed
  const mailOn = useServerSendsEmail(needed)

  if (!needed || !mailOn) return null

  async function resend() {
    setBusy(true)
    try {
      await resendVerification(user.email)
      toast.success(RECOVERY_MESSAGES.verificationSent(user.email))
    } catch (error) {
      console.error('Failed to resend the verification email', error)
      toast.error(resendVerificationErrorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  function dismiss() {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1')
    } catch {
      // private mode: dismissed for this page only
    }
    setDismissed(true)
  }

  return (
    <div
      role="region"
      aria-label="Email verification"
      className="flex flex-wrap items-center gap-2 border-b bg-accent/60 px-4 py-2 text-sm"
    >
      <p className="min-w-0 flex-1">
        Please verify your email address: we sent a link to <strong>{user.email}</strong>.
      </p>
      <Button variant="outline" size="sm" onClick={() => void resend()} disabled={busy}>
        {busy ? 'Sending...' : 'Resend'}
      </Button>
      <Button variant="ghost" size="icon" className="size-9" aria-label="Dismiss" onClick={dismiss}>
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  )
}
