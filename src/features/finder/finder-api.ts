// The finder's requests, with fetch rather than the SDK (a visitor's finder loads no SDK code):
// pages of gym_buddies_view for the whole list, and the server's search route (issue 17,
// pb_hooks/finder.pb.js) once the list is too big to keep in the browser.
import { fetchJson } from '@/lib/fetch-json'
import type { GymBuddyRecord } from '@/lib/types'
import { toFinderEntry, type FinderEntry, type GymBuddyFilters } from './gym-buddy-filters'
import type { FinderSort } from './finder-sort'

interface ListAnswer {
  page: number
  perPage: number
  totalItems: number
  totalPages: number
  items: GymBuddyRecord[]
}

export interface FinderPage {
  entries: FinderEntry[]
  /** Exact number of trainers matching (the count line). */
  total: number
  totalPages: number
}

function toPage(answer: ListAnswer): FinderPage {
  return {
    entries: answer.items.map(toFinderEntry),
    total: answer.totalItems,
    totalPages: answer.totalPages,
  }
}

/**
 * Rows per request of the full list: within the server's cap for gym_buddies_view (a page stays
 * under 1 MB at the longest rows, pb_hooks/lib/page_cap.js), which would lower a larger perPage.
 */
export const BUDDY_LIST_PAGE_SIZE = 150

/** A page of the public trainer list, by name then id (the visitor cache answers repeats). */
export async function fetchBuddyListPage(
  page: number,
  perPage: number,
  skipTotal = false,
): Promise<FinderPage> {
  const query = new URLSearchParams({
    page: String(page),
    perPage: String(perPage),
    sort: 'name,id',
  })
  if (skipTotal) query.set('skipTotal', '1')
  return toPage(
    await fetchJson<ListAnswer>(`/api/collections/gym_buddies_view/records?${query.toString()}`),
  )
}

/** The search route's bounds (pb_hooks/lib/finder_search.js): the search box keeps within them. */
export const MAX_SEARCH_LENGTH = 200
export const MAX_FILTER_TEXT_LENGTH = 100

/** One page of the trainers matching the filters (spec §5), with the exact total. */
export async function searchGymBuddies(
  filters: GymBuddyFilters,
  sort: FinderSort,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<FinderPage> {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value)
  if (sort !== 'recommended') query.set('sort', sort)
  query.set('page', String(page))
  query.set('perPage', String(perPage))
  return toPage(await fetchJson<ListAnswer>(`/api/gymbuddy/finder?${query.toString()}`, signal))
}

/** The specializations listed trainers hold (pb_hooks/lib/finder_specializations.js). */
export async function fetchHeldSpecializations(signal?: AbortSignal): Promise<string[]> {
  const answer = await fetchJson<{ items: string[] }>(
    '/api/gymbuddy/finder/specializations',
    signal,
  )
  return answer.items
}
