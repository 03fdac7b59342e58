// The specialization filter's options: the trainer form's list, then what trainers typed
// themselves ("HIIT"), so every value a trainer holds can be chosen.
import { FINDER_SPECIALIZATIONS } from '@/content/options'

/** The list's values, then the other held (and chosen) ones A to Z, once each ignoring case. */
export function specializationOptions(held: Iterable<string>, chosen = ''): string[] {
  const options: string[] = [...FINDER_SPECIALIZATIONS]
  const seen = new Set(options.map((option) => option.toLowerCase()))
  const others: string[] = []
  for (const value of [...held, chosen]) {
    const name = value.trim()
    if (!name || seen.has(name.toLowerCase())) continue
    seen.add(name.toLowerCase())
    others.push(name)
  }
  return options.concat(others.sort((a, b) => a.localeCompare(b)))
}
