import { describe, expect, it } from 'vitest'
import { makeTrainerProfileRecord } from '@/testing/user-area-records'
import {
  trainerProfilePayload,
  trainerProfileValues,
  validateTrainerProfile,
} from './trainerProfileForm'

describe('trainer profile form values', () => {
  it('starts a new profile with Weights, Central and 3-5 years', () => {
    expect(trainerProfileValues(null)).toEqual({
      specializations: 'Weights',
      experienceLevel: '3-5 years',
      preferredLocation: 'Central',
      rate: '',
      bio: '',
      certifications: '',
    })
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

describe('validateTrainerProfile', () => {
  const valid = trainerProfileValues(null)

  it('accepts the defaults with an empty rate', () => {
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
    expect(validateTrainerProfile({ ...valid, rate: '10001' }).rate).toBe(
      'Rate must be at most 10000 SGD.',
    )
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
