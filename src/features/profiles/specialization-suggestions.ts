// The trainer form's suggestions while typing comma-separated specializations: the form's list
// entries that start (or have a word starting) with the part being typed.
import { TRAINER_SPECIALIZATIONS } from '@/content/options'

const MAX_SUGGESTIONS = 6

/** The part after the last comma, as typed. */
function typedPart(text: string): string {
  return text.slice(text.lastIndexOf(',') + 1).trim()
}

/** List entries for the part being typed, leaving out those already in the list and an exact one. */
export function suggestSpecializations(
  text: string,
  options: readonly string[] = TRAINER_SPECIALIZATIONS,
): string[] {
  const part = typedPart(text).toLowerCase()
  if (!part) return []
  const chosen = new Set(text.split(',').map((item) => item.trim().toLowerCase()))
  return options
    .filter((option) => {
      const lower = option.toLowerCase()
      if (chosen.has(lower) || lower === part) return false
      return lower.startsWith(part) || lower.split(' ').some((word) => word.startsWith(part))
    })
    .slice(0, MAX_SUGGESTIONS)
}

/** The text with the part being typed replaced by `choice`, ready for the next one. */
export function acceptSpecialization(text: string, choice: string): string {
  const head = text.slice(0, text.lastIndexOf(',') + 1)
  return `${head}${head ? ' ' : ''}${choice}, `
}
