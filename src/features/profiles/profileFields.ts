// Pure helpers shared by the client and trainer profile forms.
import { LIMITS } from '@/content/constants'
import { characterCount } from '@/lib/characters'

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** The server's bounds (docs/decisions.md, "Bounded, strict input"), said before the server has to. */
export const PROFILE_LIMIT_MESSAGES = {
  tooManyGoals: `Enter at most ${LIMITS.listItems} fitness goals.`,
  goalTooLong: `Each fitness goal must be at most ${LIMITS.listItemLength} characters.`,
  tooManySpecializations: `Enter at most ${LIMITS.listItems} specializations.`,
  specializationTooLong: `Each specialization must be at most ${LIMITS.listItemLength} characters.`,
  budgetTooHigh: `Budget must be at most ${LIMITS.budgetMax} SGD.`,
} as const

export interface CommaListMessages {
  required: string
  tooMany: string
  itemTooLong: string
}

/** The first problem with a split comma list: none, more than LIMITS.listItems, or a long item. */
export function commaListError(
  items: readonly string[],
  messages: CommaListMessages,
): string | undefined {
  if (items.length === 0) return messages.required
  if (items.length > LIMITS.listItems) return messages.tooMany
  // Characters as code points, as the server's hook counts (pb_hooks/lib/gymbuddy.js).
  if (items.some((item) => characterCount(item) > LIMITS.listItemLength))
    return messages.itemTooLong
  return undefined
}

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
