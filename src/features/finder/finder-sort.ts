// The finder's orders. Recommended is the finder's own order (name, then id), under the
// "Recommended for you" picks; the server's search orders the same way (pb_hooks/lib/finder_search.js).
import type { FinderEntry } from './gym-buddy-filters'

export const FINDER_SORTS = {
  recommended: 'Recommended',
  rating: 'Rating',
  price: 'Price: low to high',
} as const

export type FinderSort = keyof typeof FINDER_SORTS

export const FINDER_SORT_LABELS = Object.values(FINDER_SORTS)

export function isFinderSort(value: string): value is FinderSort {
  return Object.hasOwn(FINDER_SORTS, value)
}

export function sortOfLabel(label: string): FinderSort {
  const found = Object.entries(FINDER_SORTS).find(([, shown]) => shown === label)
  return found ? (found[0] as FinderSort) : 'recommended'
}

/** Best rated first (then most reviewed); trainers without reviews after every rated one. */
const byRating = (a: FinderEntry, b: FinderEntry) =>
  (b.buddy.ratingAvg ?? 0) - (a.buddy.ratingAvg ?? 0) ||
  (b.buddy.ratingCount ?? 0) - (a.buddy.ratingCount ?? 0)

/** Cheapest first; "Rate on request" (0) after every priced trainer. */
const byPrice = (a: FinderEntry, b: FinderEntry) => {
  const rateA = a.trainer?.rate || Infinity
  const rateB = b.trainer?.rate || Infinity
  return rateA === rateB ? 0 : rateA < rateB ? -1 : 1
}

/** The entries in `sort`'s order; ties keep the list's own order (name, then id). */
export function sortEntries(entries: FinderEntry[], sort: FinderSort): FinderEntry[] {
  if (sort === 'recommended') return entries
  return entries.slice().sort(sort === 'rating' ? byRating : byPrice)
}
