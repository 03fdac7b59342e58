import { Link, useLocation } from 'react-router-dom'
import { carryReturnPath } from '@/lib/return-path'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import { LIMITS } from '@/content/constants'
import { clipCharacters } from '@/lib/characters'
import { MESSAGES } from '@/content/messages'
import { AuthCard } from './AuthCard'
import { passwordsMismatch } from './authValidation'
import { PasswordChecklist } from './PasswordChecklist'
import { TermsField } from './TermsField'
import { useRegistration } from './useRegistration'

export default function RegisterPage() {
  const { values, setField, termsAccepted, acceptTerms, error, busy, submit } = useRegistration()
  const mismatch = passwordsMismatch(values.password, values.passwordConfirm)
  // aria-disabled, not disabled: the button stays focusable, and pressing it (or Enter) before
  // ticking the terms explains itself with spec §5's "Please accept the terms and conditions.".
  const blocked = !termsAccepted || busy

  return (
    <AuthCard
      title="Create your account"
      description="Join free and find your gym buddy today."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            state={carryReturnPath(useLocation().state)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <title>Register · GymBuddy</title>
      <form onSubmit={submit} className="space-y-4">
        {error && <Alert variant="destructive">{error}</Alert>}
        <div className="space-y-2">
          <Label htmlFor="register-name">Full Name</Label>
          <Input
            id="register-name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => setField('name', clipCharacters(event.target.value, LIMITS.name))}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="register-email">Email</Label>
          <Input
            id="register-email"
            type="email"
            autoComplete="email"
            required
            maxLength={LIMITS.email}
            value={values.email}
            onChange={(event) => setField('email', event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="register-password">Password</Label>
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            required
            aria-describedby="register-password-rules"
            value={values.password}
            onChange={(event) => setField('password', event.target.value)}
          />
          <PasswordChecklist id="register-password-rules" password={values.password} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="register-password-confirm">Confirm Password</Label>
          <PasswordInput
            id="register-password-confirm"
            toggleLabel="confirm password"
            autoComplete="new-password"
            required
            aria-invalid={mismatch || undefined}
            aria-describedby={mismatch ? 'register-password-confirm-error' : undefined}
            value={values.passwordConfirm}
            onChange={(event) => setField('passwordConfirm', event.target.value)}
          />
          <FieldError
            id="register-password-confirm-error"
            message={mismatch ? MESSAGES.passwordsDoNotMatch : undefined}
          />
        </div>
        <TermsField checked={termsAccepted} onCheckedChange={acceptTerms} />
        <Button
          type="submit"
          className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          aria-disabled={blocked}
        >
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  )
}
