/**
 * Length in characters as a reader counts them: Unicode code points, as the server counts every
 * limit (PocketBase's max, pb_hooks/lib/platform/gymbuddy.js charCount). "💪" is one, not two UTF-16 units.
 */
export function characterCount(text: string): number {
  return Array.from(text).length
}

/** The text cut to at most `max` characters (code points): an input's maxLength, counted right. */
export function clipCharacters(text: string, max: number): string {
  if (text.length <= max) return text // fewer UTF-16 units than max: fewer characters too
  return Array.from(text).slice(0, max).join('')
}
