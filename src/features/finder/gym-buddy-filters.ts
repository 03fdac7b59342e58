// The finder's filters (spec §5 "Find-buddy filters") as pure functions over prepared entries.
import { normalizeSpecializations } from '@/lib/specializations'
import type { GymBuddyRecord } from '@/lib/types'
import { locationMatches, locationQuery, type PlaceTable } from './location-filter'

export interface GymBuddyFilters {
  search: string
  location: string
  experienceLevel: string
  specialization: string
}

export const EMPTY_FILTERS: GymBuddyFilters = {
  search: '',
  location: '',
  experienceLevel: '',
  specialization: '',
}

/** What a card shows of the trainer profile, with specializations always as a list. */
interface TrainerSummary {
  specializations: string[]
  experienceLevel: string
  preferredLocation: string
  /** 0 means no rate set. */
  rate: number
}

/** A buddy plus lower-cased copies of what the filters read, computed once per load. */
export interface FinderEntry {
  buddy: GymBuddyRecord
  trainer: TrainerSummary | null
  nameEmail: string
  specializationsLower: string[]
  locationLower: string
}

// Shared with the trainer page (src/lib/specializations.ts).
export { normalizeSpecializations }

type TrainerFields = Pick<
  GymBuddyRecord,
  'specializations' | 'experienceLevel' | 'preferredLocation' | 'rate'
>

function toTrainerSummary(fields: TrainerFields): TrainerSummary {
  return {
    specializations: normalizeSpecializations(fields.specializations),
    experienceLevel: fields.experienceLevel ?? '',
    preferredLocation: fields.preferredLocation ?? '',
    rate: typeof fields.rate === 'number' ? fields.rate : 0,
  }
}

/** The card's trainer fields: the view's flat columns, else an expanded trainer_profile. */
function trainerOf(buddy: GymBuddyRecord): TrainerSummary | null {
  const profile = buddy.expand?.trainer_profile
  if (profile) return toTrainerSummary(profile)
  // experienceLevel is required on a profile: empty means the LEFT JOIN found none.
  return buddy.trainer_profile && buddy.experienceLevel ? toTrainerSummary(buddy) : null
}

export function toFinderEntry(buddy: GymBuddyRecord): FinderEntry {
  const trainer = trainerOf(buddy)
  return {
    buddy,
    trainer,
    nameEmail: `${buddy.name ?? ''}\n${buddy.email ?? ''}`.toLowerCase(),
    specializationsLower: trainer?.specializations.map((item) => item.toLowerCase()) ?? [],
    locationLower: trainer?.preferredLocation.toLowerCase() ?? '',
  }
}

/** The filters as the matcher reads them: trimmed and lower-cased once, not once per buddy. */
function prepare(filters: GymBuddyFilters, places: PlaceTable | null) {
  return {
    search: filters.search.trim().toLowerCase(),
    location: locationQuery(filters.location, places),
    experienceLevel: filters.experienceLevel,
    specialization: filters.specialization.toLowerCase(),
  }
}

function matches(entry: FinderEntry, filters: ReturnType<typeof prepare>): boolean {
  const { search, location, experienceLevel, specialization } = filters
  if (
    search &&
    !entry.nameEmail.includes(search) &&
    !entry.specializationsLower.some((item) => item.includes(search))
  ) {
    return false
  }
  if (location && !locationMatches(entry.locationLower, location)) return false
  if (experienceLevel && entry.trainer?.experienceLevel !== experienceLevel) return false
  if (specialization && !entry.specializationsLower.includes(specialization)) return false
  return true
}

export function filterGymBuddies(
  entries: readonly FinderEntry[],
  filters: GymBuddyFilters,
  /** Singapore's places by region (loaded once the location box is used); null: regions only. */
  places: PlaceTable | null = null,
): FinderEntry[] {
  const prepared = prepare(filters, places)
  return entries.filter((entry) => matches(entry, prepared))
}

/** True when some filter would narrow the list (blank text counts as no filter). */
export function hasActiveFilters(filters: GymBuddyFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '')
}

/** "N gym buddies found", singular for exactly one (spec §2). */
export function formatBuddyCount(count: number): string {
  return `${count} gym ${count === 1 ? 'buddy' : 'buddies'} found`
}
