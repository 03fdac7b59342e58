import { parseDaysOff, parseWeeklyHours, type Availability } from '@/lib/availability'
import type { TrainerProfileRecord } from '@/lib/types'

/** The trainer's hours and days off; a trainer without a profile or hours works every hour. */
export function availabilityOf(profile: TrainerProfileRecord | undefined): Availability {
  return {
    weeklyHours: parseWeeklyHours(profile?.weeklyHours),
    daysOff: parseDaysOff(profile?.daysOff),
  }
}
