// The one form stack: react-hook-form with a zod/mini schema per form (docs/decisions.md, "Forms").
import { useEffect, type ChangeEvent, type FormEvent } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  get,
  useForm,
  type SubmitHandler,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import * as z from 'zod/mini'
import { clipCharacters } from '@/lib/characters'
import { fieldErrorMessages } from '@/lib/errors'

/** Where a form keeps the message no field owns (RHF clears root errors on the next submit). */
export const FORM_MESSAGE_KEY = 'root.server'

/**
 * A form checked by its schema on submit only; editing a field clears its message (FormField),
 * so messages appear when they always have: after Save, not while typing.
 */
export function useSchemaForm<TValues extends FieldValues>(
  schema: z.ZodMiniType<TValues, TValues>,
  defaultValues: DefaultValues<TValues>,
): UseFormReturn<TValues> {
  return useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
}

/** For forms with one alert: any edit clears every message (the alert may name another field). */
export function useClearErrorsOnEdit<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'watch' | 'clearErrors' | 'formState'>,
) {
  useEffect(() => {
    const { unsubscribe } = form.watch((_values, { type }) => {
      if (type === 'change' && Object.keys(form.formState.errors).length > 0) form.clearErrors()
    })
    return unsubscribe
  }, [form])
}

/** The form's onSubmit: checks the schema, then runs `onValid`; ignored while a submit runs. */
export function submitWith<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'handleSubmit' | 'formState'>,
  onValid: SubmitHandler<TValues>,
): (event: FormEvent<HTMLFormElement>) => void {
  const handle = form.handleSubmit(onValid)
  return (event) => {
    if (form.formState.isSubmitting) return event.preventDefault()
    void handle(event)
  }
}

/**
 * A refusal on the form: the server's message under each of `fields` it named (keeping what was
 * typed), and `formMessage` above the form.
 */
export function showServerErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'setError'>,
  error: unknown,
  formMessage: string | undefined,
  fields: readonly FieldPath<TValues>[] = [],
): void {
  const messages = fieldErrorMessages(error)
  for (const field of fields) {
    const message = messages[field]
    if (message) form.setError(field, { type: 'server', message })
  }
  if (formMessage)
    form.setError(FORM_MESSAGE_KEY as FieldPath<TValues>, { type: 'server', message: formMessage })
}

/** The first of `fields` (in the spec's order) that has a message, for forms with one alert. */
export function firstMessage<TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
  fields: readonly FieldPath<TValues>[],
): string | undefined {
  for (const field of fields) {
    const message = (get(errors, field) as { message?: unknown } | undefined)?.message
    if (typeof message === 'string' && message) return message
  }
  return undefined
}

/** A schema check from a plain rule: the rule's message, or undefined when the value is fine. */
export function failsWith<T>(problem: (value: T) => string | undefined) {
  return z.superRefine<T>((value, context) => {
    const message = problem(value)
    if (message) context.addIssue({ code: 'custom', message, input: value })
  })
}

/** A text field's onChange that keeps at most `limit` characters (code points, as the server counts). */
export function clippedChange(limit: number, onChange: (value: string) => void) {
  return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(clipCharacters(event.target.value, limit))
}
