import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { LIMITS } from '@/content/constants'
import { AuthCard } from './AuthCard'
import { requestPasswordReset } from './recoveryApi'
import { RECOVERY_MESSAGES, resetRequestErrorMessage } from './recoveryErrors'

/** "Forgot password?": asks for the email and answers the same way whether it has an account. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    const address = email.trim()
    try {
      await requestPasswordReset(address)
      setSentTo(address)
    } catch (failure) {
      setError(resetRequestErrorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to login
        </Link>
      }
    >
      <title>Forgot password · GymBuddy</title>
      {sentTo !== null && (
        <Alert role="status" className="mb-4">
          {RECOVERY_MESSAGES.resetRequested(sentTo)}
        </Alert>
      )}
      <form onSubmit={handleSubmit} className="space-y-4">
        {error && <Alert variant="destructive">{error}</Alert>}
        <div className="space-y-2">
          <Label htmlFor="forgot-email">Email</Label>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            required
            maxLength={LIMITS.email}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setError(null)
            }}
          />
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  )
}
