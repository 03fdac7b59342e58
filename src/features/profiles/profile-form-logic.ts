// The profile forms' logic, shared by the client and the trainer form: each form lists its fields
// as kinds (text, checkbox, choice, comma list, amount), and the schema, the values shown for a
// saved or a new profile, and the payload a save writes all follow from that one list.
import * as z from 'zod/mini'
import type { UserRecord } from '@/lib/types'
import {
  commaListText,
  joinCommaList,
  optionalNumberText,
  optionalPositiveText,
  parseOptionalPositive,
  percentOf,
  splitCommaList,
  type CommaListMessages,
} from './profile-fields-logic'
import { failsWith } from '@/lib/forms'
import type { ProfileFormKind } from './use-profile-form'

/**
 * One field of a profile form: its rule, its value on a new profile and on a saved one, and what a
 * save writes for it (no `write`: the field is the form's own, never saved as a profile field).
 */
interface ProfileFormField<Value, Saved, Written> {
  schema: z.ZodMiniType<Value, Value>
  empty: Value
  read: (saved: Saved) => Value
  write?: (value: Value) => Written
}

/** Free text, saved trimmed. */
const textField = (): ProfileFormField<string, string | undefined, string> => ({
  schema: z.string(),
  empty: '',
  read: (saved) => saved ?? '',
  write: (value) => value.trim(),
})

/** A tick box, off on a new profile. */
const checkboxField = (): ProfileFormField<boolean, boolean | undefined, boolean> => ({
  schema: z.boolean(),
  empty: false,
  read: (saved) => saved ?? false,
  write: (value) => value,
})

/** A required choice; nothing chosen on a new profile (the options show as placeholders). */
const choiceField = (required: string): ProfileFormField<string, string, string> => ({
  schema: z.string().check(z.minLength(1, required)),
  empty: '',
  read: (saved) => saved,
  write: (value) => value,
})

/** A list typed as comma text; a saved list (or older raw comma text) shown as comma text. */
const commaListField = (
  messages: CommaListMessages,
): ProfileFormField<string, readonly string[] | string | null | undefined, string[]> => ({
  schema: commaListText(messages),
  empty: '',
  read: joinCommaList,
  write: splitCommaList,
})

/** An optional positive amount up to `max`: empty saves null, a stored 0 shows empty. */
const amountField = (
  invalid: string,
  max: number,
  tooHigh: string,
): ProfileFormField<string, number | null | undefined, number | null> => ({
  schema: optionalPositiveText(invalid, max, tooHigh),
  empty: '',
  read: optionalNumberText,
  write: parseOptionalPositive,
})

/** A choice with a default: an empty saved value reads as `fallback`. */
const defaultedChoiceField = (
  fallback: string,
): ProfileFormField<string, string | null | undefined, string> => ({
  schema: z.string(),
  empty: fallback,
  read: (saved) => saved || fallback,
  write: (value) => value,
})

/** A whole percentage 0–100 typed as text; empty saves 0. */
const percentField = (
  invalid: string,
): ProfileFormField<string, number | null | undefined, number> => ({
  schema: z
    .string()
    .check(failsWith((text: string) => (percentOf(text) === null ? invalid : undefined))),
  empty: '',
  read: optionalNumberText,
  write: (value) => percentOf(value) ?? 0,
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each field keeps its own types
type AnyField = ProfileFormField<any, any, any>
type Fields = Record<string, AnyField>

/** The form's values: each field's value type. */
export type ValuesOf<F extends Fields> = { [K in keyof F]: F[K]['empty'] }

/** What a save writes: each saved field's written type, and the member it belongs to. */
export type PayloadOf<F extends Fields> = {
  [K in keyof F as F[K]['write'] extends undefined ? never : K]: ReturnType<
    NonNullable<F[K]['write']>
  >
} & { user: string }

const mapFields = <F extends Fields, T>(fields: F, each: (field: AnyField, key: string) => T) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, each(field, key)]))

/** The field kinds, for a form's list. */
export const FIELD = {
  text: textField,
  checkbox: checkboxField,
  choice: choiceField,
  commaList: commaListField,
  amount: amountField,
  defaultedChoice: defaultedChoiceField,
  percent: percentField,
}

/** What tells one profile form from the other, besides its fields. */
interface ProfileFormSpec<F extends Fields, Saved> {
  /** For the console, e.g. "client profile". */
  name: string
  fields: F
  load: (userId: string) => Promise<Saved | null>
  save: (
    user: UserRecord,
    existing: Saved | null,
    payload: PayloadOf<F>,
    values: ValuesOf<F>,
  ) => Promise<Saved>
  saveError: (error: unknown) => string
}

/** A profile form from its fields: the schema, values and payload follow from them. */
export function profileForm<F extends Fields, Saved extends object>(
  spec: ProfileFormSpec<F, Saved>,
): ProfileFormKind<ValuesOf<F>, Saved> & {
  payloadOf: (values: ValuesOf<F>, userId: string) => PayloadOf<F>
} {
  const { fields } = spec
  const schema = z.object(mapFields(fields, (field) => field.schema)) as unknown as z.ZodMiniType<
    ValuesOf<F>,
    ValuesOf<F>
  >
  /** The saved profile's values, or each field's empty value for a new one. */
  const valuesOf = (profile: Saved | null): ValuesOf<F> =>
    mapFields(fields, (field, key) =>
      profile ? field.read((profile as Record<string, unknown>)[key]) : field.empty,
    ) as ValuesOf<F>
  const payloadOf = (values: ValuesOf<F>, userId: string): PayloadOf<F> => {
    const saved = Object.entries(fields).filter(([, field]) => field.write)
    return Object.fromEntries([
      ...saved.map(([key, field]) => [key, field.write!(values[key])]),
      ['user', userId],
    ]) as PayloadOf<F>
  }
  return {
    name: spec.name,
    schema,
    valuesOf,
    payloadOf,
    load: spec.load,
    save: (user, existing, values) => spec.save(user, existing, payloadOf(values, user.id), values),
    saveError: spec.saveError,
  }
}
