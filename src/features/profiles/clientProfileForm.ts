// The client profile form's values, validation and payload (spec §2, §5, §8).
import {
  DEFAULT_CLIENT_EXPERIENCE_LEVEL,
  DEFAULT_CLIENT_GOAL,
  DEFAULT_LOCATION,
} from '@/content/options'
import { LIMITS } from '@/content/constants'
import { MESSAGES } from '@/content/messages'
import { asResponseError, serverMessage } from '@/lib/errors'
import type { ClientProfileRecord } from '@/lib/types'
import {
  commaListError,
  joinCommaList,
  optionalNumberText,
  parseOptionalPositive,
  PROFILE_LIMIT_MESSAGES,
  splitCommaList,
  type FieldErrors,
} from './profileFields'

export interface ClientProfileValues {
  fitnessGoals: string
  experienceLevel: string
  preferredLocation: string
  additionalInfo: string
  /** Held but not shown as a field (spec §3); kept so an update does not lose it. */
  budget: string
}

export type ClientProfileField = keyof ClientProfileValues

export interface ClientProfilePayload {
  fitnessGoals: string[]
  experienceLevel: string
  preferredLocation: string
  additionalInfo: string
  budget: number | null
  user: string
}

/** The saved profile's values, or the spec's defaults for a new one. */
export function clientProfileValues(profile: ClientProfileRecord | null): ClientProfileValues {
  if (!profile) {
    return {
      fitnessGoals: DEFAULT_CLIENT_GOAL,
      experienceLevel: DEFAULT_CLIENT_EXPERIENCE_LEVEL,
      preferredLocation: DEFAULT_LOCATION,
      additionalInfo: '',
      budget: '',
    }
  }
  return {
    fitnessGoals: joinCommaList(profile.fitnessGoals),
    experienceLevel: profile.experienceLevel,
    preferredLocation: profile.preferredLocation,
    additionalInfo: profile.additionalInfo ?? '',
    budget: optionalNumberText(profile.budget),
  }
}

export function validateClientProfile(
  values: ClientProfileValues,
): FieldErrors<ClientProfileField> {
  const errors: FieldErrors<ClientProfileField> = {}
  const goalsError = commaListError(splitCommaList(values.fitnessGoals), {
    required: MESSAGES.fitnessGoalsRequired,
    tooMany: PROFILE_LIMIT_MESSAGES.tooManyGoals,
    itemTooLong: PROFILE_LIMIT_MESSAGES.goalTooLong,
  })
  if (goalsError) errors.fitnessGoals = goalsError
  if (!values.experienceLevel) errors.experienceLevel = MESSAGES.experienceLevelRequired
  if (!values.preferredLocation) errors.preferredLocation = MESSAGES.preferredLocationRequired
  const budget = parseOptionalPositive(values.budget)
  if (Number.isNaN(budget)) errors.budget = MESSAGES.budgetInvalid
  else if (budget !== null && budget > LIMITS.budgetMax)
    errors.budget = PROFILE_LIMIT_MESSAGES.budgetTooHigh
  return errors
}

export function clientProfilePayload(
  values: ClientProfileValues,
  userId: string,
): ClientProfilePayload {
  return {
    fitnessGoals: splitCommaList(values.fitnessGoals),
    experienceLevel: values.experienceLevel,
    preferredLocation: values.preferredLocation,
    additionalInfo: values.additionalInfo.trim(),
    budget: parseOptionalPositive(values.budget),
    user: userId,
  }
}

/** Spec §8: the server's message when it gave one, else the fallback sentence. */
export function clientProfileSaveError(error: unknown): string {
  const response = asResponseError(error)
  // Status 0: the request never got an answer, so there is no server message to quote.
  if (response?.status === 0) return MESSAGES.clientProfileSaveFailedFallback
  const message = serverMessage(error)
  if (message) return MESSAGES.clientProfileSaveFailed(message)
  if (error instanceof Error) return MESSAGES.clientProfileSaveFailed(MESSAGES.unknownError)
  return MESSAGES.clientProfileSaveFailedFallback
}
