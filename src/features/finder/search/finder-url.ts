// The finder's search, filters and order in the address (?search=&location=&experience=
// &specialization=&freeDay=&freePart=&verified=1&sort=): a link shares them, and reload and Back
// give them back.
import { EMPTY_FILTERS, type GymBuddyFilters } from '../filters/gym-buddy-filters'
import { isFinderSort, type FinderSort } from './finder-sort'

export interface FinderQuery {
  filters: GymBuddyFilters
  sort: FinderSort
}

const PARAMS = {
  search: 'search',
  location: 'location',
  experienceLevel: 'experience',
  specialization: 'specialization',
  freeDay: 'freeDay',
  freePart: 'freePart',
  verified: 'verified',
} as const satisfies Record<keyof GymBuddyFilters, string>

/** What the address asks for, or null when it names no filter and no order. */
export function readFinderQuery(search: string): FinderQuery | null {
  const params = new URLSearchParams(search)
  const filters = { ...EMPTY_FILTERS }
  let named = false
  for (const [field, param] of Object.entries(PARAMS) as [keyof GymBuddyFilters, string][]) {
    const value = params.get(param)
    // "Verified coaches" is on only as verified=1 (anything else would be refused by the search).
    if (value && (field !== 'verified' || value === '1')) {
      filters[field] = value
      named = true
    }
  }
  const sort = params.get('sort') ?? ''
  if (isFinderSort(sort) && sort !== 'recommended') named = true
  return named ? { filters, sort: isFinderSort(sort) ? sort : 'recommended' } : null
}

/** The address's query for these filters and order ('' for none), other parameters kept. */
export function finderQueryString(current: string, query: FinderQuery): string {
  const params = new URLSearchParams(current)
  for (const [field, param] of Object.entries(PARAMS) as [keyof GymBuddyFilters, string][]) {
    const value = query.filters[field]
    if (value.trim()) params.set(param, value)
    else params.delete(param)
  }
  if (query.sort === 'recommended') params.delete('sort')
  else params.set('sort', query.sort)
  const text = params.toString()
  return text ? `?${text}` : ''
}
