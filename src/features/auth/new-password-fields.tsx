import { useWatch, type Control } from 'react-hook-form'
import { FieldError } from '@/components/ui/field-error'
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { PasswordInput } from '@/components/ui/password-input'
import { MESSAGES } from '@/content/messages'
import { passwordsMismatch } from './auth-validation'
import { PasswordChecklist } from './password-checklist'

interface NewPassword {
  password: string
  passwordConfirm: string
}

/**
 * A new password and its confirmation (Register, reset link): the live checklist describes the
 * password, and a mismatch shows under the confirmation as it is typed.
 */
export function NewPasswordFields<TValues extends NewPassword>({
  control,
  idPrefix,
  passwordLabel,
}: {
  control: Control<TValues>
  idPrefix: string
  passwordLabel: string
}) {
  const rulesId = `${idPrefix}-rules`
  const mismatchId = `${idPrefix}-confirm-error`
  const typed = control as unknown as Control<NewPassword>
  const [password, passwordConfirm] = useWatch({
    control: typed,
    name: ['password', 'passwordConfirm'],
  })
  const mismatch = passwordsMismatch(password, passwordConfirm)
  return (
    <>
      <FormField
        control={typed}
        name="password"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{passwordLabel}</FormLabel>
            <FormControl>
              <PasswordInput
                autoComplete="new-password"
                required
                {...field}
                // The checklist describes the field; a rule's message shows in the form's alert.
                aria-invalid={undefined}
                aria-describedby={rulesId}
              />
            </FormControl>
            <PasswordChecklist id={rulesId} password={field.value} />
          </FormItem>
        )}
      />
      <FormField
        control={typed}
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
                aria-describedby={mismatch ? mismatchId : undefined}
              />
            </FormControl>
            <FieldError
              id={mismatchId}
              message={mismatch ? MESSAGES.passwordsDoNotMatch : undefined}
            />
          </FormItem>
        )}
      />
    </>
  )
}
