// The Privacy & data screen's calls: who was shown my fitness profile, a copy of my data, and
// closing my account. The server keeps the read log to its client (profile_reads' rules).
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
  const page = await pb.collection('profile_reads').getList(1, limit, {
    filter: pb.filter('client = {:me}', { me }),
    sort: '-day,readerName',
    fields: 'id,day,readerName',
  })
  return {
    reads: page.items.map(({ id, day, readerName }) => ({ id, day, readerName })),
    more: page.totalItems > page.items.length,
  }
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
