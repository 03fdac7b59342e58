// The trainer's own profile: save working hours and days off.
import { pb } from '@/lib/pocketbase'
import type { TrainerProfileRecord, WeeklyHours } from '@/lib/types'

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
