import { Button } from '@/components/ui/button'
import { Form, FormAlert, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { LIMITS } from '@/content/limits'
import { describeError } from '@/lib/errors'
import { clippedChange, showServerErrors, submitWith, useSchemaForm } from '@/lib/forms'
import { toast } from '@/lib/toast'
import type { UserRecord } from '@/lib/types'
import { accountNameSchema } from '../auth-validation'
import { saveName } from './account-api'
import { AccountSection } from './account-section'

/** The display name other members see. */
export function NameSection({ user }: { user: UserRecord }) {
  const form = useSchemaForm(accountNameSchema, { name: user.name ?? '' })
  const busy = form.formState.isSubmitting
  const submit = submitWith(form, async ({ name }) => {
    try {
      await saveName(user.id, name)
      form.reset({ name })
      toast.success('Name saved.')
    } catch (error) {
      showServerErrors(form, error, describeError(error, 'Your name could not be saved.'))
    }
  })
  return (
    <AccountSection id="account-name" title="Display name">
      <Form {...form}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert fields={['name']} />
          <FormField
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Full Name</FormLabel>
                <FormControl>
                  <Input
                    autoComplete="name"
                    {...field}
                    onChange={clippedChange(LIMITS.name, field.onChange)}
                  />
                </FormControl>
              </FormItem>
            )}
          />
          <Button type="submit" className="justify-self-start" disabled={busy}>
            {busy ? 'Saving...' : 'Save name'}
          </Button>
        </form>
      </Form>
    </AccountSection>
  )
}
