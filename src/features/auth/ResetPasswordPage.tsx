import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { MESSAGES } from '@/content/messages'
import { toast } from '@/lib/toast'
import { AuthCard } from './AuthCard'
import { meetsPasswordRequirements, passwordsMismatch } from './authValidation'
import { PasswordChecklist } from './PasswordChecklist'
import { resetPasswordAndSignIn } from './recoveryApi'
import { RECOVERY_MESSAGES, resetErrorMessage } from './recoveryErrors'

/** The reset email's link: a new password with the spec §5 rules and checklist, then signed in. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [passwordConfirm, setPasswordConfirm] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const mismatch = passwordsMismatch(password, passwordConfirm)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (password !== passwordConfirm) return setError(MESSAGES.passwordsDoNotMatch)
    if (!meetsPasswordRequirements(password)) return setError(MESSAGES.passwordRequirements)
    setBusy(true)
    setError(null)
    try {
      const signedIn = await resetPasswordAndSignIn(token, password, passwordConfirm)
      toast.success(RECOVERY_MESSAGES.passwordChanged)
      void navigate(signedIn ? '/user' : '/login', { replace: true })
    } catch (failure) {
      setError(resetErrorMessage(failure))
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Your new password signs you in straight away."
      footer={
        <Link
          to="/forgot-password"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Ask for a new link
        </Link>
      }
    >
      <title>Reset password · GymBuddy</title>
      <form onSubmit={handleSubmit} className="space-y-4">
        {error && <Alert variant="destructive">{error}</Alert>}
        <div className="space-y-2">
          <Label htmlFor="reset-password">New Password</Label>
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            required
            aria-describedby="reset-password-rules"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value)
              setError(null)
            }}
          />
          <PasswordChecklist id="reset-password-rules" password={password} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="reset-password-confirm">Confirm Password</Label>
          <PasswordInput
            id="reset-password-confirm"
            toggleLabel="confirm password"
            autoComplete="new-password"
            required
            aria-invalid={mismatch || undefined}
            aria-describedby={mismatch ? 'reset-password-mismatch' : undefined}
            value={passwordConfirm}
            onChange={(event) => {
              setPasswordConfirm(event.target.value)
              setError(null)
            }}
          />
          <FieldError
            id="reset-password-mismatch"
            message={mismatch ? MESSAGES.passwordsDoNotMatch : undefined}
          />
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  )
}
