import { characterCount } from '@/lib/characters'

/** The message box: one line that grows with its text up to a few lines. */
export const COMPOSER_INPUT_CLASS = 'max-h-40 min-h-9 resize-none py-1.5 field-sizing-content'

/** The count shows once this few characters are left, so a long message is never cut silently. */
const CHARACTERS_LEFT_FROM = 200

/** The characters (code points) the field would hold once `pasted` replaced the selection. */
export function pastedLength(
  value: string,
  selectionStart: number | null,
  selectionEnd: number | null,
  pasted: string,
): number {
  const start = selectionStart ?? value.length
  const end = selectionEnd ?? start
  return characterCount(value.slice(0, start) + pasted + value.slice(end))
}

/** Characters left before the limit, or null while far from it. */
export function charactersLeft(text: string, limit: number): number | null {
  const left = limit - characterCount(text)
  return left <= CHARACTERS_LEFT_FROM ? Math.max(left, 0) : null
}

/** Why a send failed: the words to show, or a refusal that only a verified email lifts (Resend). */
export type SendProblem = string | { message: string; verifyEmail: true }
