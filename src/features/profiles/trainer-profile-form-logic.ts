// The trainer profile form's values, validation and payload.
import * as z from 'zod/mini'
import { LIMITS } from '@/content/limits'
import { MESSAGES, USER_AREA_MESSAGES } from '@/content/messages'
import { isRateLimited, RATE_LIMITED_MESSAGE } from '@/lib/errors'
import { findTrainerProfile } from '@/lib/profiles'
import type { TrainerProfileRecord } from '@/lib/types'
import {
  commaListText,
  experienceAndLocation,
  joinCommaList,
  optionalNumberText,
  optionalPositiveText,
  parseOptionalPositive,
  PROFILE_LIMIT_MESSAGES,
  splitCommaList,
} from './profile-fields-logic'
import { saveTrainerProfile, type TrainerProfilePayload } from './profiles-api'
import type { ProfileFormKind } from './use-profile-form'

/** Spec §5's trainer profile rules and messages, with the server's bounds (LIMITS). */
export const trainerProfileSchema = z.object({
  specializations: commaListText({
    required: MESSAGES.specializationsRequired,
    tooMany: PROFILE_LIMIT_MESSAGES.tooManySpecializations,
    itemTooLong: PROFILE_LIMIT_MESSAGES.specializationTooLong,
  }),
  ...experienceAndLocation,
  rate: optionalPositiveText(
    MESSAGES.rateInvalid,
    LIMITS.rateMax,
    USER_AREA_MESSAGES.rateTooHigh(LIMITS.rateMax),
  ),
  bio: z.string(),
  certifications: z.string(),
  /** "Show my email on my card": off by default. */
  showEmail: z.boolean(),
})

export type TrainerProfileValues = z.infer<typeof trainerProfileSchema>

/** Nothing chosen for a new profile: the finder lists a coach by what they picked, never by ours. */
const NEW_TRAINER_PROFILE_VALUES: TrainerProfileValues = {
  specializations: '',
  experienceLevel: '',
  preferredLocation: '',
  rate: '',
  bio: '',
  certifications: '',
  showEmail: false,
}

export function trainerProfileValues(profile: TrainerProfileRecord | null): TrainerProfileValues {
  if (!profile) return NEW_TRAINER_PROFILE_VALUES
  return {
    specializations: joinCommaList(profile.specializations),
    experienceLevel: profile.experienceLevel,
    preferredLocation: profile.preferredLocation,
    rate: optionalNumberText(profile.rate),
    bio: profile.bio ?? '',
    certifications: profile.certifications ?? '',
    showEmail: profile.showEmail ?? false,
  }
}

/** Specializations split and trimmed; rate a decimal, or null when empty. */
export function trainerProfilePayload(
  values: TrainerProfileValues,
  userId: string,
): TrainerProfilePayload {
  return {
    specializations: splitCommaList(values.specializations),
    experienceLevel: values.experienceLevel,
    preferredLocation: values.preferredLocation,
    rate: parseOptionalPositive(values.rate),
    bio: values.bio.trim(),
    certifications: values.certifications.trim(),
    showEmail: values.showEmail,
    user: userId,
  }
}

/** Spec §8's red box text, except a 429, which says to wait (docs/decisions.md, "Abuse limits"). */
export function trainerProfileSaveError(error: unknown): string {
  return isRateLimited(error) ? RATE_LIMITED_MESSAGE : MESSAGES.trainerProfileSaveFailed
}

/** The trainer profile form: load by user, save (create or update), the red box's text. */
export const TRAINER_PROFILE_FORM: ProfileFormKind<TrainerProfileValues, TrainerProfileRecord> = {
  name: 'trainer profile',
  schema: trainerProfileSchema,
  valuesOf: trainerProfileValues,
  load: findTrainerProfile,
  save: (user, existing, values) =>
    saveTrainerProfile(user, existing, trainerProfilePayload(values, user.id)),
  saveError: trainerProfileSaveError,
}
