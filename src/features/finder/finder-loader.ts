import { fetchGymBuddiesPreview, type GymBuddiesPreview } from './use-gym-buddies'

export type FinderLoaderData = GymBuddiesPreview

/** The first cards, fetched while the finder's code downloads (route manifest: src/content/routes.ts). */
export function loader(): Promise<FinderLoaderData> {
  return fetchGymBuddiesPreview()
}
