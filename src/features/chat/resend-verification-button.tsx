import { MailIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { SAFETY_TEXTS } from '@/content/safety'
import { describeError } from '@/lib/errors'
import { resendVerification } from '@/lib/safety-api'
import { toast } from '@/lib/toast'
import { useCurrentUser } from '@/stores/user'

/** Sends the signed-in member's verification link again (a new account's chats wait for it). */
export function ResendVerificationButton({ disabled }: { disabled: boolean }) {
  const user = useCurrentUser()
  const [busy, setBusy] = useState(false)
  if (!user) return null

  async function resend(email: string) {
    setBusy(true)
    try {
      await resendVerification(email)
      toast.success(SAFETY_TEXTS.resent(email))
    } catch (error) {
      toast.error(describeError(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={disabled || busy}
      onClick={() => void resend(user.email)}
    >
      <MailIcon aria-hidden="true" />
      {SAFETY_TEXTS.resend}
    </Button>
  )
}
