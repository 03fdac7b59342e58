import { Link, useLocation } from 'react-router-dom'
import { carryReturnPath } from '@/lib/return-path'
import { Button } from '@/components/ui/button'
import { Form, FormAlert, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { LIMITS } from '@/content/limits'
import { clippedChange } from '@/lib/forms'
import { AuthCard } from './auth-card'
import { PASSWORD_FORM_FIELDS } from './auth-validation'
import { EmailField } from './email-field'
import { NewPasswordFields } from './new-password-fields'
import { SignUpRoleField } from './sign-up-role-field'
import { TermsField } from './terms-field'
import { useRegistration } from './use-registration'

export default function RegisterPage() {
  const { form, submit } = useRegistration()
  const termsAccepted = form.watch('termsAccepted')
  const busy = form.formState.isSubmitting
  // aria-disabled, not disabled: the button stays focusable, and pressing it (or Enter) before
  // ticking the terms explains itself with the spec's "Please accept the terms and conditions.".
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
          {/* The first failing rule in the spec's order, else the server's refusal. */}
          <FormAlert fields={PASSWORD_FORM_FIELDS} />
          <FormField
            control={form.control}
            name="role"
            render={({ field }) => (
              <SignUpRoleField value={field.value} onChange={field.onChange} />
            )}
          />
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
                    onChange={clippedChange(LIMITS.name, field.onChange)}
                  />
                </FormControl>
              </FormItem>
            )}
          />
          <EmailField control={form.control} />
          <NewPasswordFields
            control={form.control}
            idPrefix="register-password"
            passwordLabel="Password"
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
