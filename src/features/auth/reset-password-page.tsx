import { Link, useNavigate, useParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Form, FormAlert } from '@/components/ui/form'
import { showServerErrors, submitWith, useClearErrorsOnEdit, useSchemaForm } from '@/lib/forms'
import { toast } from '@/lib/toast'
import { AuthCard } from './auth-card'
import { RESET_FORM_FIELDS, resetPasswordSchema } from './auth-validation'
import { NewPasswordFields } from './new-password-fields'
import { resetPasswordAndSignIn } from './recovery-api'
import { RECOVERY_MESSAGES, resetErrorMessage } from './recovery-errors'

/** The reset email's link: a new password with the spec's rules and checklist, then signed in. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const form = useSchemaForm(resetPasswordSchema, { password: '', passwordConfirm: '' })
  useClearErrorsOnEdit(form)
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
          <FormAlert fields={RESET_FORM_FIELDS} />
          <NewPasswordFields
            control={form.control}
            idPrefix="reset-password"
            passwordLabel="New Password"
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      </Form>
    </AuthCard>
  )
}
