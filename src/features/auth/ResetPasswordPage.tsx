import { useFormState } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router-dom'
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
import { PasswordInput } from '@/components/ui/password-input'
import { MESSAGES } from '@/content/messages'
import {
  firstMessage,
  showServerErrors,
  submitWith,
  useClearErrorsOnEdit,
  useSchemaForm,
} from '@/lib/forms'
import { toast } from '@/lib/toast'
import { AuthCard } from './AuthCard'
import { passwordsMismatch, RESET_FORM_FIELDS, resetPasswordSchema } from './authValidation'
import { PasswordChecklist } from './PasswordChecklist'
import { resetPasswordAndSignIn } from './recoveryApi'
import { RECOVERY_MESSAGES, resetErrorMessage } from './recoveryErrors'

/** The one alert: the first failing password rule, else the server's refusal. */
function ResetAlert() {
  const { errors } = useFormState<{ password: string; passwordConfirm: string }>()
  const formMessage = useFormAlert()
  const message = firstMessage(errors, RESET_FORM_FIELDS) ?? formMessage
  return message ? <Alert variant="destructive">{message}</Alert> : null
}

/** The reset email's link: a new password with the spec §5 rules and checklist, then signed in. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const form = useSchemaForm(resetPasswordSchema, { password: '', passwordConfirm: '' })
  useClearErrorsOnEdit(form)
  const [password, passwordConfirm] = form.watch(['password', 'passwordConfirm'])
  const mismatch = passwordsMismatch(password, passwordConfirm)
  const busy = form.formState.isSubmitting

  const submit = submitWith(form, async (values) => {
    try {
      const signedIn = await resetPasswordAndSignIn(token, values.password, values.passwordConfirm)
      toast.success(RECOVERY_MESSAGES.passwordChanged)
      await navigate(signedIn ? '/user' : '/login', { replace: true })
    } catch (failure) {
      showServerErrors(form, failure, resetErrorMessage(failure))
    }
  })

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
      <Form {...form}>
        <form onSubmit={submit} className="space-y-4">
          <ResetAlert />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>New Password</FormLabel>
                <FormControl>
                  <PasswordInput
                    autoComplete="new-password"
                    required
                    {...field}
                    aria-invalid={undefined}
                    aria-describedby="reset-password-rules"
                  />
                </FormControl>
                <PasswordChecklist id="reset-password-rules" password={field.value} />
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
                    aria-invalid={mismatch || undefined}
                    aria-describedby={mismatch ? 'reset-password-mismatch' : undefined}
                  />
                </FormControl>
                <FieldError
                  id="reset-password-mismatch"
                  message={mismatch ? MESSAGES.passwordsDoNotMatch : undefined}
                />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      </Form>
    </AuthCard>
  )
}
