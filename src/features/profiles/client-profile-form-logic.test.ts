import { describe, expect, it } from 'vitest'
import { pbError } from '@/testing/pocketbase-error'
import { schemaMessages } from '@/testing/schema-messages'
import { makeClientProfileRecord } from '@/testing/user-area-records'
import {
  clientProfilePayload,
  clientProfileSaveError,
  clientProfileValues,
  clientProfileSchema,
} from './client-profile-form-logic'

/** The schema's first message per field, as the form shows them. */
const validateClientProfile = (values: unknown) => schemaMessages(clientProfileSchema, values)

describe('client profile form values', () => {
  it('starts a new profile with nothing chosen, so nothing is saved the member did not pick', () => {
    expect(clientProfileValues(null)).toEqual({
      fitnessGoals: '',
      experienceLevel: '',
      preferredLocation: '',
      additionalInfo: '',
      budget: '',
      healthConsent: false,
    })
  })

  it('shows a saved profile with its goals as comma text and budget 0 as empty', () => {
    expect(clientProfileValues(makeClientProfileRecord())).toMatchObject({
      fitnessGoals: 'Muscle Gain, Flexibility',
      experienceLevel: 'Intermediate',
      budget: '',
      // Consented when it was created: the tick box is not asked again.
      healthConsent: true,
    })
  })
})

describe('clientProfileSchema', () => {
  const valid = {
    ...clientProfileValues(null),
    fitnessGoals: 'Weight Loss',
    experienceLevel: 'Beginner',
    preferredLocation: 'Central',
    healthConsent: true,
  }

  it('accepts a profile with goals, a level and a location', () => {
    expect(validateClientProfile(valid)).toEqual({})
  })

  it('refuses a new profile saved untouched', () => {
    expect(Object.keys(validateClientProfile(clientProfileValues(null)))).toEqual([
      'fitnessGoals',
      'experienceLevel',
      'preferredLocation',
      'healthConsent',
    ])
  })

  it('refuses a new profile without the health consent, saying what to agree to', () => {
    expect(validateClientProfile({ ...valid, healthConsent: false })).toEqual({
      healthConsent: 'Please agree to how your fitness profile is kept and shared.',
    })
  })

  it('gives each required field its message', () => {
    expect(
      validateClientProfile({
        ...valid,
        fitnessGoals: ' , ',
        experienceLevel: '',
        preferredLocation: '',
      }),
    ).toEqual({
      fitnessGoals: 'Fitness goals are required.',
      experienceLevel: 'Experience level is required.',
      preferredLocation: 'Preferred location is required.',
    })
  })

  it('allows at most 20 fitness goals of at most 100 characters each', () => {
    const goals = (count: number, length: number) =>
      Array.from({ length: count }, (_, index) => String(index).padEnd(length, 'g')).join(', ')
    expect(validateClientProfile({ ...valid, fitnessGoals: goals(20, 100) })).toEqual({})
    expect(validateClientProfile({ ...valid, fitnessGoals: goals(21, 5) }).fitnessGoals).toBe(
      'Enter at most 20 fitness goals.',
    )
    expect(validateClientProfile({ ...valid, fitnessGoals: goals(2, 101) }).fitnessGoals).toBe(
      'Each fitness goal must be at most 100 characters.',
    )
  })

  it('rejects a budget above the server limit', () => {
    expect(validateClientProfile({ ...valid, budget: '100000' })).toEqual({})
    expect(validateClientProfile({ ...valid, budget: '100000.01' }).budget).toBe(
      'Budget must be at most 100000 SGD.',
    )
  })

  it('rejects a budget that is not a number above 0', () => {
    expect(validateClientProfile({ ...valid, budget: '0' }).budget).toBe(
      'Budget must be a valid positive number.',
    )
    expect(validateClientProfile({ ...valid, budget: 'abc' }).budget).toBe(
      'Budget must be a valid positive number.',
    )
    expect(validateClientProfile({ ...valid, budget: '150' })).toEqual({})
  })
})

describe('clientProfilePayload', () => {
  it('splits and trims the goals and sends an empty budget as null', () => {
    expect(
      clientProfilePayload(
        {
          ...clientProfileValues(null),
          experienceLevel: 'Beginner',
          preferredLocation: 'Central',
          fitnessGoals: ' Yoga ,Cardio Fitness, ',
        },
        'u1',
      ),
    ).toEqual({
      fitnessGoals: ['Yoga', 'Cardio Fitness'],
      experienceLevel: 'Beginner',
      preferredLocation: 'Central',
      additionalInfo: '',
      budget: null,
      user: 'u1',
    })
  })
})

describe('clientProfileSaveError', () => {
  it('quotes the server message', () => {
    const error = pbError(400, {
      fitnessGoals: {
        code: 'validation_too_many',
        message: 'At most 20 fitness goals are allowed.',
      },
    })
    expect(clientProfileSaveError(error)).toBe(
      'Failed to save profile: At most 20 fitness goals are allowed.',
    )
  })

  it('falls back when the server never answered', () => {
    expect(clientProfileSaveError(pbError(0, {}, ''))).toBe(
      'Failed to save profile. Please try again.',
    )
    expect(clientProfileSaveError('boom')).toBe('Failed to save profile. Please try again.')
  })

  it('says Unknown error for an error without a message', () => {
    expect(clientProfileSaveError(new Error(''))).toBe('Failed to save profile: Unknown error')
  })
})
