// The other party of a chat or booking, fetched once per screen for all rows (never per row).
import { pb } from './pocketbase'
import type { GymBuddyRecord, UsersViewRecord } from './types'

/** Ids per request: a filter ORing hundreds of ids outgrows PocketBase's filter limits. */
const IDS_PER_REQUEST = 50

/** `id = {:id0} || id = {:id1} ...` with the ids escaped by pb.filter; duplicates and blanks dropped. */
export function idsFilter(ids: readonly string[]): string {
  const unique = [...new Set(ids.filter(Boolean))]
  const params: Record<string, string> = {}
  const terms = unique.map((id, index) => {
    params[`id${index}`] = id
    return `id = {:id${index}}`
  })
  return pb.filter(terms.join(' || '), params)
}

/** The distinct non-blank ids in groups of at most `size`. */
export function chunkIds(ids: readonly string[], size = IDS_PER_REQUEST): string[][] {
  const unique = [...new Set(ids.filter(Boolean))]
  const chunks: string[][] = []
  for (let start = 0; start < unique.length; start += size) {
    chunks.push(unique.slice(start, start + size))
  }
  return chunks
}

function byId<T extends { id: string }>(records: T[]): Record<string, T> {
  return Object.fromEntries(records.map((record) => [record.id, record]))
}

/** One request per group of ids, all in parallel (the app's client never auto-cancels). */
async function listByIds<T extends { id: string }>(
  ids: readonly string[],
  fetchGroup: (filter: string) => Promise<T[]>,
): Promise<Record<string, T>> {
  const groups = await Promise.all(chunkIds(ids).map((group) => fetchGroup(idsFilter(group))))
  return byId(groups.flat())
}

/** Name, email and avatar of people you share a chat or booking with, keyed by id. */
export function listPeople(ids: readonly string[]): Promise<Record<string, UsersViewRecord>> {
  return listByIds(ids, (filter) => pb.collection('users_view').getFullList({ filter }))
}

/** Trainers (public gym_buddies_view) by id, for the client's booking rows. */
export function listGymBuddies(ids: readonly string[]): Promise<Record<string, GymBuddyRecord>> {
  return listByIds(ids, (filter) => pb.collection('gym_buddies_view').getFullList({ filter }))
}

/** The name to show for a person: the name, else the email (spec §2 "name or email"). */
export function displayName(person: { name?: string; email?: string } | undefined): string {
  return person?.name?.trim() || person?.email || ''
}
