import { Button } from '@/components/ui/button'
import { Form, FormAlert, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { PasswordInput } from '@/components/ui/password-input'
import { describeError } from '@/lib/errors'
import { showServerErrors, submitWith, useClearErrorsOnEdit, useSchemaForm } from '@/lib/forms'
import { toast } from '@/lib/toast'
import type { UserRecord } from '@/lib/types'
import { CHANGE_PASSWORD_FIELDS, changePasswordSchema } from '../auth-validation'
import { NewPasswordFields } from '../new-password-fields'
import { RECOVERY_MESSAGES } from '../recovery-errors'
import { changePassword } from './account-api'
import { AccountSection } from './account-section'

const EMPTY = { oldPassword: '', password: '', passwordConfirm: '' }

/** The current password, then a new one with Register's live checklist. */
export function PasswordSection({ user }: { user: UserRecord }) {
  const form = useSchemaForm(changePasswordSchema, EMPTY)
  useClearErrorsOnEdit(form)
  const busy = form.formState.isSubmitting
  const submit = submitWith(form, async (values) => {
    try {
      await changePassword(user, values)
      form.reset(EMPTY)
      toast.success(RECOVERY_MESSAGES.passwordChanged)
    } catch (error) {
      showServerErrors(
        form,
        error,
        describeError(error, 'Your password could not be changed. Please try again.'),
      )
    }
  })
  return (
    <AccountSection
      id="account-password"
      title="Password"
      description="Changing it signs you out everywhere else."
    >
      <Form {...form}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert fields={CHANGE_PASSWORD_FIELDS} />
          <FormField
            control={form.control}
            name="oldPassword"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Current Password</FormLabel>
                <FormControl>
                  <PasswordInput
                    toggleLabel="current password"
                    autoComplete="current-password"
                    {...field}
                  />
                </FormControl>
              </FormItem>
            )}
          />
          <NewPasswordFields
            control={form.control}
            idPrefix="account-password"
            passwordLabel="New Password"
          />
          <Button type="submit" className="justify-self-start" disabled={busy}>
            {busy ? 'Saving...' : 'Change password'}
          </Button>
        </form>
      </Form>
    </AccountSection>
  )
}
