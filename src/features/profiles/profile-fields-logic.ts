// Pure helpers and schema parts shared by the client and trainer profile forms.
import * as z from 'zod/mini'
import { LIMITS } from '@/content/limits'
import { characterCount } from '@/lib/characters'
import { failsWith } from '@/lib/forms'

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
  // Characters as code points, as the server's hook counts (pb_hooks/lib/platform/gymbuddy.js).
  if (items.some((item) => characterCount(item) > LIMITS.listItemLength))
    return messages.itemTooLong
  return undefined
}

/** "Yoga, , Boxing " → ["Yoga", "Boxing"] (split on commas and trimmed). */
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

/** Empty → 0; a whole number 0–100 → itself; anything else → null (invalid). */
export function percentOf(text: string): number | null {
  const trimmed = text.trim()
  if (!trimmed) return 0
  const value = Number(trimmed)
  return Number.isInteger(value) && value >= 0 && value <= 100 ? value : null
}

/** The server keeps 0 for "none": show it as an empty field. */
export function optionalNumberText(value: number | null | undefined): string {
  return value ? String(value) : ''
}

/** Comma text whose split list must pass `commaListError`. */
export function commaListText(messages: CommaListMessages) {
  return z
    .string()
    .check(failsWith((text: string) => commaListError(splitCommaList(text), messages)))
}

/** Empty, or a number > 0 and at most `max` (the tooHigh message otherwise). */
export function optionalPositiveText(invalid: string, max: number, tooHigh: string) {
  return z.string().check(
    failsWith((text: string) => {
      const value = parseOptionalPositive(text)
      if (Number.isNaN(value)) return invalid
      return value !== null && value > max ? tooHigh : undefined
    }),
  )
}
