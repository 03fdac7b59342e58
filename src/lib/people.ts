// The other party of a chat or booking, fetched once per screen for all rows (never per row).
import { pb } from './pocketbase'
import type { GymBuddyRecord, UsersViewRecord } from './types'

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

function byId<T extends { id: string }>(records: T[]): Record<string, T> {
  return Object.fromEntries(records.map((record) => [record.id, record]))
}

/** Name, email and avatar of people you share a chat or booking with, keyed by id. */
export async function listPeople(ids: readonly string[]): Promise<Record<string, UsersViewRecord>> {
  if (!ids.some(Boolean)) return {}
  const records = await pb.collection('users_view').getFullList({ filter: idsFilter(ids) })
  return byId(records)
}

/** Trainers (public gym_buddies_view) by id, for the client's booking rows. */
export async function listGymBuddies(
  ids: readonly string[],
): Promise<Record<string, GymBuddyRecord>> {
  if (!ids.some(Boolean)) return {}
  const records = await pb.collection('gym_buddies_view').getFullList({ filter: idsFilter(ids) })
  return byId(records)
}

/** The name to show for a person: the name, else the email (spec §2 "name or email"). */
export function displayName(person: { name?: string; email?: string } | undefined): string {
  return person?.name?.trim() || person?.email || ''
}
