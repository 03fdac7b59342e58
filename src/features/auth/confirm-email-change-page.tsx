import { Link, useNavigate, useParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Form, FormAlert, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { PasswordInput } from '@/components/ui/password-input'
import { showServerErrors, submitWith, useClearErrorsOnEdit, useSchemaForm } from '@/lib/forms'
import { toast } from '@/lib/toast'
import { useIsSignedIn } from '@/stores/user'
import { AuthCard } from './auth-card'
import { confirmEmailChangeSchema } from './auth-validation'
import { confirmEmailChangeAndSignIn } from './recovery-api'
import { EMAIL_CHANGE_MESSAGES, emailChangeErrorMessage } from './recovery-errors'

/** The email-change mail's link: the member's password confirms the new address. */
export default function ConfirmEmailChangePage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const form = useSchemaForm(confirmEmailChangeSchema, { password: '' })
  useClearErrorsOnEdit(form)
  const busy = form.formState.isSubmitting
  // A member who opened the link while signed in goes back to their Account, not to sign in.
  const signedIn = useIsSignedIn()

  const submit = submitWith(form, async ({ password }) => {
    try {
      const signedIn = await confirmEmailChangeAndSignIn(token, password)
      toast.success(signedIn ? EMAIL_CHANGE_MESSAGES.changed : EMAIL_CHANGE_MESSAGES.changedSignIn)
      await navigate(signedIn ? '/user/account' : '/login', { replace: true })
    } catch (failure) {
      showServerErrors(form, failure, emailChangeErrorMessage(failure))
    }
  })

  return (
    <AuthCard
      title="Confirm your new email"
      description="Enter your password to move your account to the new address."
      footer={
        <Link
          to={signedIn ? '/user/account' : '/login'}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {signedIn ? 'Back to Account' : 'Back to sign in'}
        </Link>
      }
    >
      <title>Confirm new email · GymBuddy</title>
      <Form {...form}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormAlert fields={['password']} />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Password</FormLabel>
                <FormControl>
                  <PasswordInput autoComplete="current-password" required {...field} />
                </FormControl>
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Confirming...' : 'Confirm new email'}
          </Button>
        </form>
      </Form>
    </AuthCard>
  )
}
