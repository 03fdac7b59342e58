import { characterCount } from '@/lib/characters'

/** The count shows once this few characters are left, so a long message is never cut silently. */
const CHARACTERS_LEFT_FROM = 200

/** Characters left before the limit, or null while far from it. */
export function charactersLeft(text: string, limit: number): number | null {
  const left = limit - characterCount(text)
  return left <= CHARACTERS_LEFT_FROM ? Math.max(left, 0) : null
}
