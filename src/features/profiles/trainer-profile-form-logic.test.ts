import { describe, expect, it } from 'vitest'
import FIELDS from '../../../pb_hooks/lib/finder/trainer_fields.json' with { type: 'json' }
import { pbError } from '@/testing/pocketbase-error'
import { schemaMessages } from '@/testing/schema-messages'
import { makeTrainerProfileRecord } from '@/testing/user-area-records'
import {
  trainerProfilePayload,
  trainerProfileSaveError,
  trainerProfileValues,
  trainerProfileSchema,
} from './trainer-profile-form-logic'

/** The schema's first message per field, as the form shows them. */
const validateTrainerProfile = (values: unknown) => schemaMessages(trainerProfileSchema, values)

describe('trainer profile form values', () => {
  it('starts a new profile with no answer chosen', () => {
    const values = trainerProfileValues(null)
    // One value per field trainer_fields.json marks `form`, each empty or off.
    const declared = Object.entries(FIELDS.trainer_profiles).filter(([, spec]) => 'form' in spec)
    expect(Object.keys(values).sort()).toEqual(declared.map(([name]) => name).sort())
    // The policy reads as the server reads an empty one: no charge.
    const { lateCancelPolicy, ...answers } = values
    expect(lateCancelPolicy).toBe('none')
    expect(answers).toMatchObject({ specializations: '', rate: '', showEmail: false })
    for (const value of Object.values(answers)) expect(['', false]).toContain(value)
  })

  it('saves the policy with whole percentages 0–100, empty as 0, and refuses others', () => {
    const values = {
      ...trainerProfileValues(makeTrainerProfileRecord()),
      lateCancelPolicy: 'fee',
      lateCancelFeePct: '50',
      noShowFeePct: '',
    }
    expect(trainerProfilePayload(values, 'me')).toMatchObject({
      lateCancelPolicy: 'fee',
      lateCancelFeePct: 50,
      noShowFeePct: 0,
    })
    expect(validateTrainerProfile({ ...values, lateCancelFeePct: '101' })).toMatchObject({
      lateCancelFeePct: 'Enter a whole percentage from 0 to 100.',
    })
    expect(validateTrainerProfile({ ...values, noShowFeePct: '12.5' })).toMatchObject({
      noShowFeePct: 'Enter a whole percentage from 0 to 100.',
    })
    expect(trainerProfileValues(makeTrainerProfileRecord({ lateCancelFeePct: 35 }))).toMatchObject({
      lateCancelPolicy: 'none',
      lateCancelFeePct: '35',
      noShowFeePct: '',
    })
  })

  it('keeps the email private unless the trainer chose to show it', () => {
    expect(trainerProfileValues(makeTrainerProfileRecord()).showEmail).toBe(false)
    const shown = trainerProfileValues(makeTrainerProfileRecord({ showEmail: true }))
    expect(shown.showEmail).toBe(true)
    expect(trainerProfilePayload(shown, 'me').showEmail).toBe(true)
  })

  it('shows a saved list as comma text, raw comma text as is, and rate 0 as empty', () => {
    expect(trainerProfileValues(makeTrainerProfileRecord()).specializations).toBe('Yoga, Pilates')
    expect(
      trainerProfileValues(makeTrainerProfileRecord({ specializations: 'Yoga,Boxing' }))
        .specializations,
    ).toBe('Yoga,Boxing')
    expect(trainerProfileValues(makeTrainerProfileRecord({ rate: 0 })).rate).toBe('')
    expect(trainerProfileValues(makeTrainerProfileRecord({ rate: 90 })).rate).toBe('90')
  })
})

describe('trainerProfileSchema', () => {
  // What a coach chose: a new profile has no answers until they pick them.
  const valid = {
    ...trainerProfileValues(null),
    specializations: 'Weights',
    experienceLevel: '3-5 years',
    preferredLocation: 'Central',
  }

  it('refuses a new profile with no answer chosen, naming each', () => {
    expect(validateTrainerProfile(trainerProfileValues(null))).toEqual({
      specializations: 'Specializations are required.',
      experienceLevel: 'Experience level is required.',
      preferredLocation: 'Preferred location is required.',
    })
  })

  it('accepts chosen answers with an empty rate', () => {
    expect(validateTrainerProfile(valid)).toEqual({})
  })

  it('gives each required field its message', () => {
    expect(
      validateTrainerProfile({
        ...valid,
        specializations: ',',
        experienceLevel: '',
        preferredLocation: '',
      }),
    ).toEqual({
      specializations: 'Specializations are required.',
      experienceLevel: 'Experience level is required.',
      preferredLocation: 'Preferred location is required.',
    })
  })

  it.each(['0', '-10', 'abc'])('rejects the rate %j', (rate) => {
    expect(validateTrainerProfile({ ...valid, rate }).rate).toBe(
      'Rate must be a valid positive number.',
    )
  })

  it('rejects a rate above the server limit with the server words', () => {
    expect(validateTrainerProfile({ ...valid, rate: '10000' })).toEqual({})
    expect(validateTrainerProfile({ ...valid, rate: '10001' }).rate).toBe(
      'Rate must be at most 10000 SGD.',
    )
  })

  it('allows at most 20 specializations of at most 100 characters each', () => {
    const list = (count: number, length: number) =>
      Array.from({ length: count }, (_, index) => String(index).padEnd(length, 's')).join(',')
    expect(validateTrainerProfile({ ...valid, specializations: list(20, 100) })).toEqual({})
    expect(validateTrainerProfile({ ...valid, specializations: list(21, 5) }).specializations).toBe(
      'Enter at most 20 specializations.',
    )
    expect(
      validateTrainerProfile({ ...valid, specializations: list(1, 101) }).specializations,
    ).toBe('Each specialization must be at most 100 characters.')
  })
})

describe('trainerProfilePayload', () => {
  it('splits specializations, parses the rate as a decimal, and sends empty as null', () => {
    const values = { ...trainerProfileValues(null), specializations: 'Yoga , Boxing,' }
    expect(trainerProfilePayload({ ...values, rate: '85.5' }, 'u1')).toMatchObject({
      specializations: ['Yoga', 'Boxing'],
      rate: 85.5,
      user: 'u1',
    })
    expect(trainerProfilePayload(values, 'u1').rate).toBeNull()
  })
})

describe('trainerProfileSaveError', () => {
  it('keeps the spec sentence for every failure but a 429', () => {
    for (const error of [pbError(400), pbError(403), pbError(500), pbError(0), new Error('x')]) {
      expect(trainerProfileSaveError(error)).toBe('Failed to update profile. Please try again.')
    }
  })

  it('says to wait when the server is rate limiting', () => {
    expect(trainerProfileSaveError(pbError(429, {}, 'Too Many Requests.'))).toBe(
      'Too many attempts, try again in a minute',
    )
  })
})
