// The member's waitlist (pb_hooks/lib/attendance/waitlist.js): taken hours they want to hear about.
import { pb } from './pocketbase'

export interface WaitlistEntry {
  id: string
  gymBuddy: string
  datetime: string
  /** The trainer's name (users_view: trainers are public). */
  trainerName?: string
}

const FIELDS = 'id,gymBuddy,datetime'

/** The member's rows for hours still ahead, soonest first (at most booking_rules.json's limit). */
export async function listMyWaitlist(userId: string): Promise<WaitlistEntry[]> {
  const rows = await pb.collection('waitlist').getFullList<WaitlistEntry>({
    filter: pb.filter('user = {:user} && datetime > {:now}', {
      user: userId,
      now: new Date().toISOString().replace('T', ' '),
    }),
    sort: 'datetime',
    fields: FIELDS,
  })
  const ids = [...new Set(rows.map((row) => row.gymBuddy))]
  if (ids.length === 0) return rows
  const trainers = await pb.collection('users_view').getFullList({
    filter: ids.map((id) => pb.filter('id = {:id}', { id })).join(' || '),
    fields: 'id,name',
  })
  const names = new Map(trainers.map((trainer) => [trainer.id, trainer.name]))
  return rows.map((row) => ({ ...row, trainerName: names.get(row.gymBuddy) ?? '' }))
}

/** Waits for the trainer's taken hour (`datetime`: an ISO instant). */
export function joinWaitlist(userId: string, gymBuddy: string, datetime: string): Promise<unknown> {
  return pb.collection('waitlist').create({ user: userId, gymBuddy, datetime }, { fields: FIELDS })
}

export function leaveWaitlist(entryId: string): Promise<boolean> {
  return pb.collection('waitlist').delete(entryId)
}
