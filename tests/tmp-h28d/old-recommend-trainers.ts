// "Recommended for you": a transparent ranking of trainers for one client profile.
// Order: goals matched, same region, experience suited to the client's level, rating, reviews,
// then name. Each pick carries its reason in words.
import {
  GOAL_SPECIALIZATIONS,
  MAX_RECOMMENDED,
  SUITED_MIN_EXPERIENCE,
} from './old-recommendations'
import { TRAINER_EXPERIENCE_LEVELS } from '@/content/options'
import type { FinderEntry } from '@/features/finder/gym-buddy-filters'

/** What the client profile says about the trainer they want. */
export interface ClientWishes {
  fitnessGoals: readonly string[]
  preferredLocation: string
  experienceLevel: string
}

export interface Recommendation {
  entry: FinderEntry
  /** A sentence, e.g. "For your Weight Loss goal: Cardio. Also trains in Central". */
  reason: string
}

interface GoalMatch {
  goal: string
  specializations: string[]
}

const GOALS_BY_LOWER = new Map(
  Object.entries(GOAL_SPECIALIZATIONS).map(([goal, specs]) => [
    goal.toLowerCase(),
    { goal, specs: new Set(specs.map((spec) => spec.toLowerCase())) },
  ]),
)

function goalMatches(goals: readonly string[], entry: FinderEntry): GoalMatch[] {
  const trainerSpecs = entry.trainer?.specializations ?? []
  const matches: GoalMatch[] = []
  const seen = new Set<string>()
  for (const typed of goals) {
    const known = GOALS_BY_LOWER.get(typed.trim().toLowerCase())
    if (!known || seen.has(known.goal)) continue
    seen.add(known.goal)
    const specializations = trainerSpecs.filter((spec) => known.specs.has(spec.toLowerCase()))
    if (specializations.length > 0) matches.push({ goal: known.goal, specializations })
  }
  return matches
}

function isExperienceSuited(clientLevel: string, trainerLevel: string): boolean {
  const minimum = SUITED_MIN_EXPERIENCE[clientLevel as keyof typeof SUITED_MIN_EXPERIENCE]
  const index = (TRAINER_EXPERIENCE_LEVELS as readonly string[]).indexOf(trainerLevel)
  return minimum !== undefined && index >= minimum
}

function formatReason(matches: readonly GoalMatch[], region: string | null): string {
  const goals = matches
    .map(
      (m, i) => `${i === 0 ? 'For' : 'for'} your ${m.goal} goal: ${m.specializations.join(', ')}`,
    )
    .join('; ')
  if (!region) return goals
  return goals ? `${goals}. Also trains in ${region}` : `Trains in your region, ${region}`
}

interface Scored {
  entry: FinderEntry
  matches: GoalMatch[]
  sameRegion: boolean
  suited: boolean
  name: string
}

function compare(a: Scored, b: Scored): number {
  return (
    b.matches.length - a.matches.length ||
    Number(b.sameRegion) - Number(a.sameRegion) ||
    Number(b.suited) - Number(a.suited) ||
    (b.entry.buddy.ratingAvg ?? 0) - (a.entry.buddy.ratingAvg ?? 0) ||
    (b.entry.buddy.ratingCount ?? 0) - (a.entry.buddy.ratingCount ?? 0) ||
    a.name.localeCompare(b.name) ||
    a.entry.buddy.id.localeCompare(b.entry.buddy.id)
  )
}

/**
 * Up to `limit` trainers with a profile that match a goal or the region, best first. `selfId`
 * (a trainer browsing with a client profile) is never recommended to themselves.
 */
export function recommendTrainers(
  entries: readonly FinderEntry[],
  wishes: ClientWishes,
  selfId = '',
  limit = MAX_RECOMMENDED,
): Recommendation[] {
  const region = wishes.preferredLocation
  const scored: Scored[] = []
  for (const entry of entries) {
    if (!entry.trainer || entry.buddy.id === selfId) continue
    const matches = goalMatches(wishes.fitnessGoals, entry)
    const sameRegion = region !== '' && entry.trainer.preferredLocation === region
    if (matches.length === 0 && !sameRegion) continue
    const suited = isExperienceSuited(wishes.experienceLevel, entry.trainer.experienceLevel)
    scored.push({ entry, matches, sameRegion, suited, name: entry.buddy.name || entry.buddy.email })
  }
  return scored
    .sort(compare)
    .slice(0, limit)
    .map((item) => ({
      entry: item.entry,
      reason: formatReason(item.matches, item.sameRegion ? region : null),
    }))
}
