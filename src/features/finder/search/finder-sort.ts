// The finder's orders, applied by the server's search (pb_hooks/lib/finder/finder_search.js).
// Recommended is the finder's own order (name, then id), under the "Recommended for you" picks;
// Rating puts the best rated first; Price the cheapest first, "Rate on request" last.

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
