// The finder's filters as the search route takes them, and each result as the cards read it (the
// server searches: pb_hooks/lib/finder/finder_search.js).
import { normalizeSpecializations } from '@/lib/specializations'
import type { TrainerCardField } from '@/content/trainer-fields'
import type { GymBuddyRecord } from '@/lib/types'

export interface GymBuddyFilters {
  search: string
  location: string
  experienceLevel: string
  specialization: string
  /** "Free at": a Singapore day in the next 14 (YYYY-MM-DD) and a part of it (morning...). */
  freeDay: string
  freePart: string
  /** "Verified coaches": '1' lists only trainers holding a verified, unexpired credential. */
  verified: string
}

export const EMPTY_FILTERS: GymBuddyFilters = {
  search: '',
  location: '',
  experienceLevel: '',
  specialization: '',
  freeDay: '',
  freePart: '',
  verified: '',
}

/** The trainer-profile columns of a card: the fields trainer_fields.json marks `card`. */
type TrainerFields = Pick<GymBuddyRecord, TrainerCardField>

/**
 * What a card shows of the trainer profile, with specializations always as a list, '' for an
 * unset choice and 0 for no rate.
 */
type TrainerSummary = Omit<
  TrainerFields,
  'specializations' | 'experienceLevel' | 'preferredLocation' | 'rate'
> & {
  specializations: string[]
  experienceLevel: string
  preferredLocation: string
  rate: number
}

/** A buddy plus its trainer fields as the cards read them. */
export interface FinderEntry {
  buddy: GymBuddyRecord
  trainer: TrainerSummary | null
}

// Shared with the trainer page (src/lib/specializations.ts).
export { normalizeSpecializations }

// The row's card fields as it carries them (a new card field needs no line here), four shaped.
function toTrainerSummary(fields: TrainerFields): TrainerSummary {
  return {
    ...fields,
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
  return { buddy, trainer: trainerOf(buddy) }
}

/** True when some filter would narrow the list (blank text counts as no filter). */
export function hasActiveFilters(filters: GymBuddyFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '')
}

/** "N gym buddies found", singular for exactly one. */
export function formatBuddyCount(count: number): string {
  return `${count} gym ${count === 1 ? 'buddy' : 'buddies'} found`
}
