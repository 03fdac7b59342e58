import { fetchFirstCards, type FinderFirstPage } from './use-finder-search'

export type FinderLoaderData = FinderFirstPage

/** The first cards, fetched while the finder's code downloads (route manifest: src/content/routes.ts). */
export function loader(): Promise<FinderLoaderData> {
  return fetchFirstCards()
}
