import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Form, FormAlert } from '@/components/ui/form'
import { describeError } from '@/lib/errors'
import { showServerErrors, submitWith, useSchemaForm } from '@/lib/forms'
import { toast } from '@/lib/toast'
import type { UserRecord } from '@/lib/types'
import { emailChangeSchema } from '../auth-validation'
import { EmailField } from '../email-field'
import { resendVerification } from '../recovery-api'
import { RECOVERY_MESSAGES } from '../recovery-errors'
import { useServerSendsEmail } from '../use-server-sends-email'
import { askEmailChange } from './account-api'
import { AccountSection } from './account-section'

/** The sign-in email: its verification, and a change that takes effect once the link is opened. */
export function EmailSection({ user }: { user: UserRecord }) {
  const form = useSchemaForm(emailChangeSchema, { email: '' })
  const [sentTo, setSentTo] = useState<string>()
  const [resending, setResending] = useState(false)
  const busy = form.formState.isSubmitting
  const mailOn = useServerSendsEmail(!user.verified)

  const submit = submitWith(form, async ({ email }) => {
    try {
      await askEmailChange(email)
      setSentTo(email)
      form.reset({ email: '' })
    } catch (error) {
      showServerErrors(form, error, describeError(error, 'The link could not be sent.'))
    }
  })

  async function resend() {
    setResending(true)
    try {
      await resendVerification(user.email)
      toast.success(RECOVERY_MESSAGES.verificationSent(user.email))
    } catch (error) {
      console.error('Failed to resend the verification email', error)
      toast.error(RECOVERY_MESSAGES.verificationFailed)
    } finally {
      setResending(false)
    }
  }

  return (
    <AccountSection id="account-email" title="Email">
      <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium break-all">{user.email}</span>
        {user.verified ? (
          <Badge variant="secondary">Verified</Badge>
        ) : (
          <>
            <Badge variant="outline">Not verified</Badge>
            {mailOn && (
              <Button
                variant="link"
                className="h-auto p-0"
                disabled={resending}
                onClick={() => void resend()}
              >
                Send verification link
              </Button>
            )}
          </>
        )}
      </div>
      <Form {...form}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert fields={['email']} />
          <EmailField control={form.control} label="New email" autoComplete="off" />
          <p className="text-sm text-muted-foreground" role="status">
            {sentTo
              ? `If ${sentTo} can be used, a confirmation link is on its way there. Your email changes once you open it; until then, sign in with ${user.email}.`
              : 'We send a confirmation link to the new address: your email changes once you open it.'}
          </p>
          <Button type="submit" className="justify-self-start" disabled={busy}>
            {busy ? 'Sending...' : 'Send confirmation link'}
          </Button>
        </form>
      </Form>
    </AccountSection>
  )
}
