// Small factories for finder tests: a gym_buddies_view row with an optional trainer profile.
import type { GymBuddyRecord, TrainerProfileRecord } from '@/lib/types'
import { UNSET_PROFILE_TEXTS } from './trainer-profile-texts'

let sequence = 0

function makeTrainerProfile(overrides: Partial<TrainerProfileRecord> = {}): TrainerProfileRecord {
  sequence += 1
  return {
    ...UNSET_PROFILE_TEXTS,
    id: `tp${sequence}`,
    collectionId: 'trainer_profiles_id',
    collectionName: 'trainer_profiles',
    created: '',
    updated: '',
    user: `u${sequence}`,
    specializations: ['Weights', 'Boxing'],
    experienceLevel: '3-5 years',
    preferredLocation: 'Central',
    rate: 80,
    bio: '',
    certifications: '',
    showEmail: false,
    weeklyHours: null,
    daysOff: null,
    minNoticeHours: 0,
    travelGapHours: 0,
    venues: null,
    lateCancelFeePct: 0,
    noShowFeePct: 0,
    ...overrides,
  }
}

export function makeGymBuddy(
  overrides: Partial<Omit<GymBuddyRecord, 'expand'>> = {},
  profile: Partial<TrainerProfileRecord> | null = {},
): GymBuddyRecord {
  sequence += 1
  const trainerProfile = profile ? makeTrainerProfile(profile) : undefined
  return {
    id: `buddy${sequence}`,
    collectionId: 'gym_buddies_view_id',
    collectionName: 'gym_buddies_view',
    name: `Buddy ${sequence}`,
    email: `buddy${sequence}@example.com`,
    avatar: '',
    trainer_profile: trainerProfile?.id ?? '',
    expand: trainerProfile ? { trainer_profile: trainerProfile } : undefined,
    ...overrides,
  }
}
