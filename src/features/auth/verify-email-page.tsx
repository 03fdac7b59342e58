import { useCallback } from 'react'
import { Link, useParams } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import { useLiveQuery } from '@/lib/use-live-query'
import { useIsSignedIn } from '@/stores/user'
import { AuthCard } from './auth-card'
import { confirmEmailVerification } from './recovery-api'
import { RECOVERY_MESSAGES } from './recovery-errors'

/** The verification email's link: confirms the address and says so. */
export default function VerifyEmailPage() {
  const { token = '' } = useParams()
  const signedIn = useIsSignedIn()
  // A link works once: confirmed once, never again when the server is back after an outage.
  const confirm = useCallback(() => confirmEmailVerification(token).then(() => true), [token])
  const { data: verified, failed } = useLiveQuery(confirm, { reloadAfterOutage: false })

  const next = signedIn
    ? { to: '/user', label: 'Go to your dashboard' }
    : { to: '/login', label: 'Sign in' }
  return (
    <AuthCard
      title="Verify your email"
      description="Confirming your email address keeps your account recoverable."
      footer={
        <Link to={next.to} className="font-medium text-primary underline-offset-4 hover:underline">
          {next.label}
        </Link>
      }
    >
      <title>Verify email · GymBuddy</title>
      {!verified && !failed && <Spinner />}
      {verified && <Alert role="status">{RECOVERY_MESSAGES.verified}</Alert>}
      {failed && <Alert variant="destructive">{RECOVERY_MESSAGES.verifyLinkInvalid}</Alert>}
    </AuthCard>
  )
}
