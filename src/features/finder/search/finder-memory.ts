// Where the member was in the finder, so going back to it (browser Back, or the "back" links of the
// trainer and booking pages) shows the same search, filters, "Show more" depth and scroll position.
// Kept in sessionStorage for this tab; a fresh visit (a new history entry) starts clean.
import { EMPTY_FILTERS, type GymBuddyFilters } from '../filters/gym-buddy-filters'
import { isFinderSort, type FinderSort } from './finder-sort'

export const FINDER_MEMORY_KEY = 'gymbuddy:finder-memory'

export interface FinderMemory {
  /** The history entry (react-router location key) the finder was left from. */
  entryKey: string
  filters: GymBuddyFilters
  sort: FinderSort
  /** Cards (or rows) shown: the "Show more" depth. */
  shown: number
  scrollY: number
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>

export function saveFinderMemory(storage: SessionStore | null, memory: FinderMemory): void {
  try {
    storage?.setItem(FINDER_MEMORY_KEY, JSON.stringify(memory))
  } catch {
    // blocked storage: going back starts clean
  }
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function numberOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0
}

/**
 * What to restore on arriving at the finder: the remembered state when this is the same history
 * entry (Back) or a "back to the finder" link, else nothing (a fresh visit starts clean).
 */
export function recallFinderMemory(
  storage: SessionStore | null,
  entryKey: string,
  linkState: unknown,
  /** The finder is the first screen of a page opened afresh (typed address, link from elsewhere):
   * its history entry has react-router's "default" key, the same one Back to it would have. */
  freshDocument = false,
): FinderMemory | null {
  let raw: string | null = null
  try {
    raw = storage?.getItem(FINDER_MEMORY_KEY) ?? null
  } catch {
    return null
  }
  if (!raw) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const stored = parsed as Record<string, unknown>
  const returning =
    typeof linkState === 'object' && linkState !== null && 'finderReturn' in linkState // FINDER_RETURN_STATE
  if (!returning && (freshDocument || stored.entryKey !== entryKey)) return null
  const filters = (
    typeof stored.filters === 'object' && stored.filters !== null ? stored.filters : {}
  ) as Record<string, unknown>
  return {
    entryKey,
    filters: {
      ...EMPTY_FILTERS,
      search: textOf(filters.search),
      location: textOf(filters.location),
      experienceLevel: textOf(filters.experienceLevel),
      specialization: textOf(filters.specialization),
      freeDay: textOf(filters.freeDay),
      freePart: textOf(filters.freePart),
      verified: textOf(filters.verified) === '1' ? '1' : '',
    },
    sort: isFinderSort(textOf(stored.sort)) ? (stored.sort as FinderSort) : 'recommended',
    shown: numberOf(stored.shown),
    scrollY: numberOf(stored.scrollY),
  }
}

/** sessionStorage when the browser lets us touch it. */
export function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}
