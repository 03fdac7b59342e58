import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Form, FormAlert } from '@/components/ui/form'
import { showServerErrors, submitWith, useSchemaForm } from '@/lib/forms'
import { AuthCard } from './auth-card'
import { EmailField } from './email-field'
import { forgotPasswordSchema } from './auth-validation'
import { requestPasswordReset } from './recovery-api'
import { RECOVERY_MESSAGES, resetRequestErrorMessage } from './recovery-errors'

/** "Forgot password?": asks for the email and answers the same way whether it has an account. */
export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useSchemaForm(forgotPasswordSchema, { email: '' })
  const busy = form.formState.isSubmitting

  const submit = submitWith(form, async ({ email }) => {
    try {
      await requestPasswordReset(email)
      setSentTo(email)
    } catch (failure) {
      showServerErrors(form, failure, resetRequestErrorMessage(failure))
    }
  })

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
      <Form {...form}>
        <form onSubmit={submit} className="space-y-4">
          <FormAlert />
          <EmailField control={form.control} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      </Form>
    </AuthCard>
  )
}
