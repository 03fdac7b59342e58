// The Privacy & data screen's calls: who was shown my fitness profile, removing it, a copy of my
// data, and closing my account. The server keeps the read log to its client (profile_reads' rules).
import { isoDay } from '@/lib/availability'
import { sgtToday } from '@/lib/dates'
import { fetchFileWithSession } from '@/lib/downloads'
import { pb } from '@/lib/pocketbase'

interface ProfileRead {
  id: string
  /** The Singapore day, "YYYY-MM-DD". */
  day: string
  /** The trainer's name as it was when they were shown the profile ('' if none). */
  readerName: string
}

export interface ProfileReadsPage {
  reads: ProfileRead[]
  /** More rows than were asked for exist. */
  more: boolean
}

/** The newest `limit` reads of my profile, one request (each row keeps the name I was shown). */
export async function loadProfileReads(me: string, limit: number): Promise<ProfileReadsPage> {
  const reads = pb.collection('profile_reads')
  const options = {
    filter: pb.filter('client = {:me}', { me }),
    sort: '-day,readerName',
    fields: 'id,day,readerName',
  }
  const first = await reads.getList(1, limit, options)
  const items = [...first.items]
  // The server answers at most its cap a page (a lower perPage says so): the rest at that size.
  const lowered = first.perPage < limit
  for (let page = 2; lowered && items.length < Math.min(limit, first.totalItems); page += 1) {
    const next = await reads.getList(page, first.perPage, options)
    if (next.items.length === 0) break
    items.push(...next.items)
  }
  const shown = items.slice(0, limit)
  return {
    reads: shown.map(({ id, day, readerName }) => ({ id, day, readerName })),
    more: first.totalItems > shown.length,
  }
}

/**
 * Deletes my fitness profile (the server withdraws my health consent and empties my profile link
 * in the same step), then refreshes my account so the signed-in slot shows no profile.
 */
export async function removeMyFitnessProfile(profileId: string): Promise<void> {
  await pb.collection('client_profiles').delete(profileId)
  await pb.collection('users').authRefresh()
}

const EXPORT_PATH = '/api/gymbuddy/me/export'

/** Everything held about me, as the server's JSON file, and the name to save it under. */
export async function downloadMyData(): Promise<{ blob: Blob; filename: string }> {
  const file = await fetchFileWithSession(EXPORT_PATH)
  return { blob: file.blob, filename: file.filename ?? `gymbuddy-data-${isoDay(sgtToday())}.json` }
}

/** Closes my account; a wrong password is a 400 naming `password`. */
export async function deleteMyAccount(password: string): Promise<void> {
  await pb.send('/api/gymbuddy/me/delete', { method: 'POST', body: { password } })
}
