// The client profile form's fields (profile-form-logic.ts gives their schema, values and payload).
import * as z from 'zod/mini'
import { HEALTH_CONSENT } from '@/content/consent-versions'
import { LIMITS } from '@/content/limits'
import { MESSAGES } from '@/content/messages'
import { asResponseError, serverMessage } from '@/lib/errors'
import { failsWith } from '@/lib/forms'
import { findClientProfile } from '@/lib/profiles'
import type { ClientProfileRecord } from '@/lib/types'
import { PROFILE_LIMIT_MESSAGES } from './profile-fields-logic'
import { FIELD, profileForm, type ValuesOf } from './profile-form-logic'
import { saveClientProfile } from './profiles-api'

/**
 * Spec §5's client profile rules and messages, with the server's bounds (LIMITS). Nothing is
 * chosen on a new profile: the spec's defaults show as placeholders, so nothing is saved that the
 * member did not pick (docs/decisions.md).
 */
const CLIENT_FIELDS = {
  fitnessGoals: FIELD.commaList({
    required: MESSAGES.fitnessGoalsRequired,
    tooMany: PROFILE_LIMIT_MESSAGES.tooManyGoals,
    itemTooLong: PROFILE_LIMIT_MESSAGES.goalTooLong,
  }),
  experienceLevel: FIELD.choice(MESSAGES.experienceLevelRequired),
  preferredLocation: FIELD.choice(MESSAGES.preferredLocationRequired),
  additionalInfo: FIELD.text(),
  /** Held but not shown as a field; kept so an update does not lose it. */
  budget: FIELD.amount(
    MESSAGES.budgetInvalid,
    LIMITS.budgetMax,
    PROFILE_LIMIT_MESSAGES.budgetTooHigh,
  ),
  /** A saved profile was consented to already: only a new one shows (and needs) the tick box. */
  healthConsent: {
    schema: z
      .boolean()
      .check(failsWith((agreed: boolean) => (agreed ? undefined : HEALTH_CONSENT.required))),
    empty: false,
    read: () => true,
  },
}

export type ClientProfileValues = ValuesOf<typeof CLIENT_FIELDS>

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
export const CLIENT_PROFILE_FORM = profileForm<typeof CLIENT_FIELDS, ClientProfileRecord>({
  name: 'client profile',
  fields: CLIENT_FIELDS,
  load: findClientProfile,
  save: (user, existing, payload, values) =>
    saveClientProfile(user, existing, payload, values.healthConsent),
  saveError: clientProfileSaveError,
})

export const {
  schema: clientProfileSchema,
  valuesOf: clientProfileValues,
  payloadOf: clientProfilePayload,
} = CLIENT_PROFILE_FORM
