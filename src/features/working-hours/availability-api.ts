// The trainer's own profile: read and save working hours and days off (issue 13 rule 1).
import { isNotFound } from '@/lib/errors'
import { pb } from '@/lib/pocketbase'
import type { TrainerProfileRecord, WeeklyHours } from '@/lib/types'

/** The signed-in trainer's profile, or null when they have none yet. */
export async function findTrainerProfile(userId: string): Promise<TrainerProfileRecord | null> {
  try {
    return await pb
      .collection('trainer_profiles')
      .getFirstListItem(pb.filter('user = {:id}', { id: userId }))
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

export function saveAvailability(
  profileId: string,
  weeklyHours: WeeklyHours,
  daysOff: string[],
): Promise<TrainerProfileRecord> {
  return pb.collection('trainer_profiles').update(profileId, { weeklyHours, daysOff })
}

/** The trainer's minimum notice and travel time between venues (whole hours). */
export function saveNoticeAndTravel(
  profileId: string,
  minNoticeHours: number,
  travelGapHours: number,
): Promise<TrainerProfileRecord> {
  return pb.collection('trainer_profiles').update(profileId, { minNoticeHours, travelGapHours })
}
