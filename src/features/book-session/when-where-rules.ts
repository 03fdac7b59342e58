import type { TrainerProfileRecord } from '@/lib/types'
import type { ConfirmedSession, SlotRules } from './booking-slots'

/** The trainer's minimum notice and travel time as slot rules, for the venue chosen. */
export function whenWhereRules(
  profile: TrainerProfileRecord | undefined,
  venue: string,
  sessions: readonly ConfirmedSession[],
): Pick<SlotRules, 'minNoticeHours' | 'travel'> {
  return {
    minNoticeHours: profile?.minNoticeHours ?? 0,
    travel: { gapHours: profile?.travelGapHours ?? 0, venue, sessions },
  }
}
