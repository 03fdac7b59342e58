import { Link, useLocation, useNavigate } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Form, FormAlert, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { PasswordInput } from '@/components/ui/password-input'
import { MESSAGES } from '@/content/messages'
import { showServerErrors, submitWith, useSchemaForm } from '@/lib/forms'
import { signIn } from './auth-api'
import { loginErrorMessage } from './auth-errors'
import { AuthCard } from './auth-card'
import { EmailField } from './email-field'
import { loginSchema } from './auth-validation'
import { carryReturnPath } from '@/lib/return-path'
import { afterLoginPath, loginNotice } from './login-state'

export default function LoginPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const notice = loginNotice(location.state)
  const form = useSchemaForm(loginSchema, { email: '', password: '' })

  // The failure alert goes away as soon as the user types again: see FormField.
  const submit = submitWith(form, async ({ email, password }) => {
    try {
      await signIn(email, password)
      toast.success(MESSAGES.welcomeBack)
      await navigate(afterLoginPath(location.state))
    } catch (failure) {
      showServerErrors(form, failure, loginErrorMessage(failure))
    }
  })
  const busy = form.formState.isSubmitting

  return (
    <AuthCard
      title="Welcome back"
      description="Log in to book sessions and chat with your gym buddies."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link
            to="/register"
            // A visitor sent here from a booking signs up and comes back to it.
            state={carryReturnPath(location.state)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign up
          </Link>
        </>
      }
    >
      <title>Login · GymBuddy</title>
      {notice && (
        <Alert role="status" className="mb-4">
          {notice}
        </Alert>
      )}
      <Form {...form}>
        <form onSubmit={submit} className="space-y-4">
          <FormAlert />
          <EmailField control={form.control} />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-center justify-between gap-2">
                  <FormLabel>Password</FormLabel>
                  <Link
                    to="/forgot-password"
                    className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    Forgot password?
                  </Link>
                </div>
                <FormControl>
                  <PasswordInput autoComplete="current-password" required {...field} />
                </FormControl>
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </Form>
    </AuthCard>
  )
}
