// Pure helpers shared by the client and trainer profile forms.

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** "Yoga, , Boxing " → ["Yoga", "Boxing"] (spec §5: split on commas and trimmed). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** A stored list (or, for older trainer records, the raw comma text) as the form's text. */
export function joinCommaList(value: readonly string[] | string | null | undefined): string {
  if (Array.isArray(value)) return value.join(', ')
  return typeof value === 'string' ? value : ''
}

/** Empty → null; a number > 0 → the number; anything else → NaN (invalid). */
export function parseOptionalPositive(text: string): number | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  const value = Number(trimmed)
  return Number.isFinite(value) && value > 0 ? value : Number.NaN
}

/** The server keeps 0 for "none": show it as an empty field. */
export function optionalNumberText(value: number | null | undefined): string {
  return value ? String(value) : ''
}

/** The field errors minus the one the user just edited (spec §4). */
export function withoutError<Field extends string>(
  errors: FieldErrors<Field>,
  field: Field,
): FieldErrors<Field> {
  if (!(field in errors)) return errors
  const next = { ...errors }
  delete next[field]
  return next
}
