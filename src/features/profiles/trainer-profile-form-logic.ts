// The trainer profile form's fields (profile-form-logic.ts gives their schema, values and
// payload): the eight with rules of their own here, and every other field trainer_fields.json marks
// `form`, by its kind, so a new plain field needs no line here.
import DECLARED from '../../../pb_hooks/lib/finder/trainer_fields.json' with { type: 'json' }
import type { TrainerFormField } from '@/content/trainer-fields'
import { LATE_CANCEL_POLICY, POLICY_MESSAGES } from '@/content/late-cancel-policy'
import * as z from 'zod/mini'
import { LIMITS } from '@/content/limits'
import { MESSAGES, USER_AREA_MESSAGES } from '@/content/messages'
import { gstNumberProblem } from '@/content/receipts'
import { isRateLimited, RATE_LIMITED_MESSAGE } from '@/lib/errors'
import { failsWith } from '@/lib/forms'
import { findTrainerProfile } from '@/lib/profiles'
import type { TrainerProfileRecord } from '@/lib/types'
import { PROFILE_LIMIT_MESSAGES } from './profile-fields-logic'
import { FIELD, profileForm, type ValuesOf } from './profile-form-logic'
import { saveTrainerProfile } from './profiles-api'

/** Spec §5's trainer profile rules and messages, with the server's bounds (LIMITS); the late-cancel policy. */
const RULED_FIELDS = {
  specializations: FIELD.commaList({
    required: MESSAGES.specializationsRequired,
    tooMany: PROFILE_LIMIT_MESSAGES.tooManySpecializations,
    itemTooLong: PROFILE_LIMIT_MESSAGES.specializationTooLong,
  }),
  experienceLevel: FIELD.choice(MESSAGES.experienceLevelRequired),
  preferredLocation: FIELD.choice(MESSAGES.preferredLocationRequired),
  rate: FIELD.amount(
    MESSAGES.rateInvalid,
    LIMITS.rateMax,
    USER_AREA_MESSAGES.rateTooHigh(LIMITS.rateMax),
  ),
  lateCancelPolicy: FIELD.defaultedChoice(LATE_CANCEL_POLICY.none),
  lateCancelFeePct: FIELD.percent(POLICY_MESSAGES.percentInvalid),
  noShowFeePct: FIELD.percent(POLICY_MESSAGES.percentInvalid),
  // Optional; the server keeps it upper-case and prints it on the receipts issued after.
  gstNumber: { ...FIELD.text(), schema: z.string().check(failsWith(gstNumberProblem)) },
}

/** The declared form fields without rules of their own: free text, or a tick box (showEmail). */
type PlainField = Exclude<TrainerFormField, keyof typeof RULED_FIELDS>
type PlainFields = {
  [K in PlainField]: TrainerProfileRecord[K] extends boolean
    ? ReturnType<typeof FIELD.checkbox>
    : ReturnType<typeof FIELD.text>
}
const PLAIN_KINDS: Record<string, () => PlainFields[PlainField]> = {
  text: FIELD.text,
  checkbox: FIELD.checkbox,
}
function plainField(name: string, form: string) {
  const kind = PLAIN_KINDS[form]
  if (!kind) throw new Error(`trainer_fields.json: ${name}'s form "${form}" needs a rule here`)
  return kind()
}
const plainFields = Object.fromEntries(
  Object.entries(DECLARED.trainer_profiles).flatMap(([name, spec]) =>
    'form' in spec && !(name in RULED_FIELDS) ? [[name, plainField(name, spec.form)]] : [],
  ),
) as PlainFields

const TRAINER_FIELDS = { ...RULED_FIELDS, ...plainFields }

export type TrainerProfileValues = ValuesOf<typeof TRAINER_FIELDS>

/** Spec §8's red box text, except a 429, which says to wait (docs/decisions.md, "Abuse limits"). */
export function trainerProfileSaveError(error: unknown): string {
  return isRateLimited(error) ? RATE_LIMITED_MESSAGE : MESSAGES.trainerProfileSaveFailed
}

/** The trainer profile form: load by user, save (create or update), the red box's text. */
export const TRAINER_PROFILE_FORM = profileForm<typeof TRAINER_FIELDS, TrainerProfileRecord>({
  name: 'trainer profile',
  fields: TRAINER_FIELDS,
  load: findTrainerProfile,
  save: saveTrainerProfile,
  saveError: trainerProfileSaveError,
})

export const {
  schema: trainerProfileSchema,
  valuesOf: trainerProfileValues,
  payloadOf: trainerProfilePayload,
} = TRAINER_PROFILE_FORM
