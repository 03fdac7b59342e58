// The trainer profile form's values, validation and payload (spec §2, §5, §8).
import { LIMITS } from '@/content/constants'
import { MESSAGES, USER_AREA_MESSAGES } from '@/content/messages'
import { TRAINER_FORM_DEFAULTS } from '@/content/options'
import { isRateLimited, RATE_LIMITED_MESSAGE } from '@/lib/errors'
import type { TrainerProfileRecord } from '@/lib/types'
import {
  commaListError,
  joinCommaList,
  optionalNumberText,
  parseOptionalPositive,
  PROFILE_LIMIT_MESSAGES,
  splitCommaList,
  type FieldErrors,
} from './profileFields'

export interface TrainerProfileValues {
  specializations: string
  experienceLevel: string
  preferredLocation: string
  rate: string
  bio: string
  certifications: string
  /** "Show my email on my card" (issue 16): off by default. */
  showEmail: boolean
}

export type TrainerProfileField = keyof TrainerProfileValues

export interface TrainerProfilePayload {
  specializations: string[]
  experienceLevel: string
  preferredLocation: string
  rate: number | null
  bio: string
  certifications: string
  showEmail: boolean
  user: string
}

export function trainerProfileValues(profile: TrainerProfileRecord | null): TrainerProfileValues {
  if (!profile) {
    return { ...TRAINER_FORM_DEFAULTS, rate: '', bio: '', certifications: '', showEmail: false }
  }
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

export function validateTrainerProfile(
  values: TrainerProfileValues,
): FieldErrors<TrainerProfileField> {
  const errors: FieldErrors<TrainerProfileField> = {}
  const specializationsError = commaListError(splitCommaList(values.specializations), {
    required: MESSAGES.specializationsRequired,
    tooMany: PROFILE_LIMIT_MESSAGES.tooManySpecializations,
    itemTooLong: PROFILE_LIMIT_MESSAGES.specializationTooLong,
  })
  if (specializationsError) errors.specializations = specializationsError
  if (!values.experienceLevel) errors.experienceLevel = MESSAGES.experienceLevelRequired
  if (!values.preferredLocation) errors.preferredLocation = MESSAGES.preferredLocationRequired
  const rate = parseOptionalPositive(values.rate)
  if (Number.isNaN(rate)) errors.rate = MESSAGES.rateInvalid
  else if (rate !== null && rate > LIMITS.rateMax)
    errors.rate = USER_AREA_MESSAGES.rateTooHigh(LIMITS.rateMax)
  return errors
}

/** Specializations split and trimmed; rate a decimal, or null when empty (spec §5). */
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
