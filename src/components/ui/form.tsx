// The form layer over react-hook-form (shadcn's components/ui/form): each field is a real <label>,
// its control, an optional hint and its message, wired by ids, aria-invalid and aria-describedby.
import * as React from 'react'
import { Slot } from '@radix-ui/react-slot'
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Label } from '@/components/ui/label'
import { firstMessage, FORM_MESSAGE_KEY } from '@/lib/forms'
import { cn } from '@/lib/utils'

export const Form = FormProvider

const FormFieldContext = React.createContext<{ name: string } | null>(null)

interface FormItemState {
  id: string
  hasHint: boolean
  setHasHint: (shown: boolean) => void
}

const FormItemContext = React.createContext<FormItemState | null>(null)

/** One field of the form: editing it clears its own message and the form-level one. */
export function FormField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>({ render, ...props }: ControllerProps<TValues, TName>) {
  const { clearErrors, getFieldState } = useFormContext<TValues>()
  const shown = [props.name, FORM_MESSAGE_KEY] as FieldPath<TValues>[]
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller
        {...props}
        render={(controlled) =>
          render({
            ...controlled,
            field: {
              ...controlled.field,
              onChange: (...event: unknown[]) => {
                controlled.field.onChange(...event)
                // Only when a message shows: a keystroke re-renders nothing else.
                const stale = shown.filter((name) => getFieldState(name).error)
                if (stale.length > 0) clearErrors(stale)
              },
            },
          })
        }
      />
    </FormFieldContext.Provider>
  )
}

/** The ids and error state of the field around the caller. */
export function useFormField() {
  const field = React.useContext(FormFieldContext)
  const item = React.useContext(FormItemContext)
  if (!field || !item) throw new Error('useFormField belongs inside <FormField> and <FormItem>')
  const { getFieldState } = useFormContext()
  const fieldState = getFieldState(field.name, useFormState({ name: field.name }))
  return {
    name: field.name,
    hasHint: item.hasHint,
    setHasHint: item.setHasHint,
    formItemId: `${item.id}-form-item`,
    formDescriptionId: `${item.id}-form-item-description`,
    formMessageId: `${item.id}-form-item-message`,
    error: fieldState.error,
  }
}

export function FormItem({ className, ...props }: React.ComponentProps<'div'>) {
  const id = React.useId()
  const [hasHint, setHasHint] = React.useState(false)
  return (
    <FormItemContext.Provider value={{ id, hasHint, setHasHint }}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </FormItemContext.Provider>
  )
}

export function FormLabel(props: React.ComponentProps<typeof Label>) {
  const { formItemId } = useFormField()
  return <Label data-slot="form-label" htmlFor={formItemId} {...props} />
}

/** Puts the field's id, aria-invalid and aria-describedby (hint, then message) on its control. */
export function FormControl(props: React.ComponentProps<typeof Slot>) {
  const { error, hasHint, formItemId, formDescriptionId, formMessageId } = useFormField()
  const describedBy = [hasHint && formDescriptionId, error?.message && formMessageId]
    .filter(Boolean)
    .join(' ')
  return (
    <Slot
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      {...props}
    />
  )
}

export function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { formDescriptionId, setHasHint } = useFormField()
  React.useLayoutEffect(() => {
    setHasHint(true)
    return () => setHasHint(false)
  }, [setHasHint])
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

/** The field's message (a spec text), announced as it appears. */
export function FormMessage({ className, ...props }: React.ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField()
  if (!error?.message) return null
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      role="alert"
      className={cn('text-sm text-destructive', className)}
      {...props}
    >
      {error.message}
    </p>
  )
}

/** The form-level message (a refusal no field owns), e.g. "Invalid email or password...". */
export function useFormAlert(): string | undefined {
  const { errors } = useFormState()
  return errors.root?.[FORM_MESSAGE_KEY.slice('root.'.length)]?.message
}

/**
 * The form's one alert: the first of `fields` with a message (for forms that show their rules
 * above the fields, in the spec's order), else the form-level message.
 */
export function FormAlert<TValues extends FieldValues = FieldValues>({
  fields = [],
  ...props
}: Omit<React.ComponentProps<typeof Alert>, 'children'> & {
  fields?: readonly FieldPath<TValues>[]
}) {
  const { errors } = useFormState<TValues>()
  const formMessage = useFormAlert()
  const message = firstMessage(errors, fields) ?? formMessage
  if (!message) return null
  return (
    <Alert variant="destructive" {...props}>
      {message}
    </Alert>
  )
}
