import { searchGymBuddies } from './search/finder-api'
import { CARDS_PER_STEP } from './search/cards-per-step'
import { EMPTY_FILTERS } from './filters/gym-buddy-filters'
import type { FinderFirstPage } from './search/use-finder-search'

export type FinderLoaderData = FinderFirstPage

/** The first cards and the exact total (the count is indexed), fetched while the finder's code
 * downloads (route manifest: src/content/routes.ts). */
export async function loader(): Promise<FinderLoaderData> {
  const page = await searchGymBuddies(EMPTY_FILTERS, 'recommended', 1, CARDS_PER_STEP)
  return { entries: page.entries, total: page.total }
}
