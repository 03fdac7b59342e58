import { useEffect, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import { useIsSignedIn } from '@/stores/user'
import { AuthCard } from './auth-card'
import { confirmEmailVerification } from './recovery-api'
import { RECOVERY_MESSAGES } from './recovery-errors'

type Outcome = 'checking' | 'verified' | 'failed'

/** The verification email's link: confirms the address and says so. */
export default function VerifyEmailPage() {
  const { token = '' } = useParams()
  const signedIn = useIsSignedIn()
  const [outcome, setOutcome] = useState<Outcome>('checking')

  useEffect(() => {
    let active = true
    confirmEmailVerification(token).then(
      () => active && setOutcome('verified'),
      (error: unknown) => {
        console.error('Failed to verify the email address', error)
        if (active) setOutcome('failed')
      },
    )
    return () => {
      active = false
    }
  }, [token])

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
      {outcome === 'checking' && <Spinner />}
      {outcome === 'verified' && <Alert role="status">{RECOVERY_MESSAGES.verified}</Alert>}
      {outcome === 'failed' && (
        <Alert variant="destructive">{RECOVERY_MESSAGES.verifyLinkInvalid}</Alert>
      )}
    </AuthCard>
  )
}
