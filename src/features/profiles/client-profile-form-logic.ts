// The client profile form's values, validation and payload.
import * as z from 'zod/mini'
import { HEALTH_CONSENT } from '@/content/consent-versions'
import { LIMITS } from '@/content/limits'
import { MESSAGES } from '@/content/messages'
import { asResponseError, serverMessage } from '@/lib/errors'
import { failsWith } from '@/lib/forms'
import { findClientProfile } from '@/lib/profiles'
import type { ClientProfileRecord } from '@/lib/types'
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
import { saveClientProfile, type ClientProfilePayload } from './profiles-api'
import type { ProfileFormKind } from './use-profile-form'

/** Spec §5's client profile rules and messages, with the server's bounds (LIMITS). */
export const clientProfileSchema = z.object({
  fitnessGoals: commaListText({
    required: MESSAGES.fitnessGoalsRequired,
    tooMany: PROFILE_LIMIT_MESSAGES.tooManyGoals,
    itemTooLong: PROFILE_LIMIT_MESSAGES.goalTooLong,
  }),
  ...experienceAndLocation,
  additionalInfo: z.string(),
  /** Held but not shown as a field; kept so an update does not lose it. */
  budget: optionalPositiveText(
    MESSAGES.budgetInvalid,
    LIMITS.budgetMax,
    PROFILE_LIMIT_MESSAGES.budgetTooHigh,
  ),
  /** A saved profile was consented to already: only a new one shows (and needs) the tick box. */
  healthConsent: z
    .boolean()
    .check(failsWith((agreed: boolean) => (agreed ? undefined : HEALTH_CONSENT.required))),
})

export type ClientProfileValues = z.infer<typeof clientProfileSchema>

/**
 * The saved profile's values, or nothing chosen for a new one: the spec's defaults are shown as
 * placeholders, so nothing is saved that the member did not pick (docs/decisions.md).
 */
export function clientProfileValues(profile: ClientProfileRecord | null): ClientProfileValues {
  if (!profile) {
    return {
      fitnessGoals: '',
      experienceLevel: '',
      preferredLocation: '',
      additionalInfo: '',
      budget: '',
      healthConsent: false,
    }
  }
  return {
    fitnessGoals: joinCommaList(profile.fitnessGoals),
    experienceLevel: profile.experienceLevel,
    preferredLocation: profile.preferredLocation,
    additionalInfo: profile.additionalInfo ?? '',
    budget: optionalNumberText(profile.budget),
    healthConsent: true,
  }
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

/** The client profile form: load by user, save (create, link, or update), and the refusal text. */
export const CLIENT_PROFILE_FORM: ProfileFormKind<ClientProfileValues, ClientProfileRecord> = {
  name: 'client profile',
  schema: clientProfileSchema,
  valuesOf: clientProfileValues,
  load: findClientProfile,
  save: (user, existing, values) =>
    saveClientProfile(user, existing, clientProfilePayload(values, user.id), values.healthConsent),
  saveError: clientProfileSaveError,
}
