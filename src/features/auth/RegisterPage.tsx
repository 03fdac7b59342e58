import { useFormState } from 'react-hook-form'
import { Link, useLocation } from 'react-router-dom'
import { carryReturnPath } from '@/lib/return-path'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  useFormAlert,
} from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { LIMITS } from '@/content/limits'
import { clipCharacters } from '@/lib/characters'
import { firstMessage } from '@/lib/forms'
import { MESSAGES } from '@/content/messages'
import { AuthCard } from './AuthCard'
import { PASSWORD_FORM_FIELDS, passwordsMismatch, type RegistrationValues } from './authValidation'
import { PasswordChecklist } from './PasswordChecklist'
import { TermsField } from './TermsField'
import { useRegistration } from './useRegistration'

/** The one alert: the first failing rule in the spec's order, else the server's refusal. */
function RegisterAlert() {
  const { errors } = useFormState<RegistrationValues>()
  const formMessage = useFormAlert()
  const message = firstMessage(errors, PASSWORD_FORM_FIELDS) ?? formMessage
  return message ? <Alert variant="destructive">{message}</Alert> : null
}

export default function RegisterPage() {
  const { form, submit } = useRegistration()
  const [password, passwordConfirm, termsAccepted] = form.watch([
    'password',
    'passwordConfirm',
    'termsAccepted',
  ])
  const mismatch = passwordsMismatch(password, passwordConfirm)
  const busy = form.formState.isSubmitting
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
      <Form {...form}>
        <form onSubmit={submit} className="space-y-4">
          <RegisterAlert />
          <FormField
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Full Name</FormLabel>
                <FormControl>
                  <Input
                    autoComplete="name"
                    required
                    {...field}
                    onChange={(event) =>
                      field.onChange(clipCharacters(event.target.value, LIMITS.name))
                    }
                  />
                </FormControl>
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input
                    type="email"
                    autoComplete="email"
                    required
                    maxLength={LIMITS.email}
                    {...field}
                  />
                </FormControl>
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Password</FormLabel>
                <FormControl>
                  <PasswordInput
                    autoComplete="new-password"
                    required
                    {...field}
                    // The checklist describes the field; the rule's message shows in the alert.
                    aria-invalid={undefined}
                    aria-describedby="register-password-rules"
                  />
                </FormControl>
                <PasswordChecklist id="register-password-rules" password={field.value} />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="passwordConfirm"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Confirm Password</FormLabel>
                <FormControl>
                  <PasswordInput
                    toggleLabel="confirm password"
                    autoComplete="new-password"
                    required
                    {...field}
                    // Live as the user types (spec §5: also shown inline), not only on submit.
                    aria-invalid={mismatch || undefined}
                    aria-describedby={mismatch ? 'register-password-confirm-error' : undefined}
                  />
                </FormControl>
                <FieldError
                  id="register-password-confirm-error"
                  message={mismatch ? MESSAGES.passwordsDoNotMatch : undefined}
                />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="termsAccepted"
            render={({ field }) => (
              <TermsField checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          <Button
            type="submit"
            className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            aria-disabled={blocked}
          >
            {busy ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>
      </Form>
    </AuthCard>
  )
}
