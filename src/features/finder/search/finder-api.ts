// The finder's requests, with fetch rather than the SDK (a visitor's finder loads no SDK code):
// the server's search route (pb_hooks/finder.pb.js) and the specializations trainers hold.
import { fetchJson } from '@/lib/fetch-json'
import { AUTH_STORAGE_KEY, isTokenUnexpired } from '@/stores/user'
import type { GymBuddyRecord } from '@/lib/types'
import { toFinderEntry, type FinderEntry, type GymBuddyFilters } from '../filters/gym-buddy-filters'
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

/** The search route's bounds (pb_hooks/lib/finder/finder_search.js): the search box keeps within them. */
export const MAX_SEARCH_LENGTH = 200
export const MAX_FILTER_TEXT_LENGTH = 100

/**
 * The signed-in member's session, read from the SDK's slot without loading the SDK: the search
 * leaves out the trainers they blocked. '' for a visitor or an expired session.
 */
function memberToken(): string {
  try {
    const stored = JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as {
      token?: unknown
    } | null
    const token = typeof stored?.token === 'string' ? stored.token : ''
    return token && isTokenUnexpired(token) ? token : ''
  } catch {
    return ''
  }
}

/** One page of the trainers matching the filters, with the exact total. */
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
  const path = `/api/gymbuddy/finder?${query.toString()}`
  return toPage(await fetchJson<ListAnswer>(path, signal, memberToken()))
}

/** The specializations listed trainers hold (pb_hooks/lib/finder/finder_specializations.js). */
export async function fetchHeldSpecializations(signal?: AbortSignal): Promise<string[]> {
  const answer = await fetchJson<{ items: string[] }>(
    '/api/gymbuddy/finder/specializations',
    signal,
  )
  return answer.items
}
