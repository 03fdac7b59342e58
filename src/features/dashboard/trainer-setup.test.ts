import { describe, expect, it } from 'vitest'
import { isListable, requiredSteps, trainerSetupSteps } from './trainer-setup'

const NEW_USER = { avatar: '', verified: false }
const PROFILE = { specializations: ['Yoga'], preferredLocation: 'East', weeklyHours: null }

const doneOf = (steps: ReturnType<typeof trainerSetupSteps>) =>
  Object.fromEntries(steps.map((step) => [step.id, step.done]))

describe('trainer setup checklist', () => {
  it('lists profile, photo, working hours and email for a brand new trainer, none done', () => {
    const steps = trainerSetupSteps(NEW_USER, null, true)
    expect(steps.map((step) => [step.id, step.to])).toEqual([
      ['profile', '/user/gym-buddy-profile/edit'],
      ['photo', '/user/account'],
      ['hours', '/user/gym-buddy-profile/hours'],
      ['email', '/user/account'],
      ['credential', '/user/gym-buddy-profile/edit#credentials'],
    ])
    expect(steps.every((step) => !step.done)).toBe(true)
  })

  it('adding a credential is the one optional step; it ticks once the trainer added one', () => {
    const steps = trainerSetupSteps(NEW_USER, PROFILE, true, true)
    expect(steps.filter((step) => step.optional).map((step) => step.id)).toEqual(['credential'])
    expect(requiredSteps(steps).map((step) => step.id)).toEqual([
      'profile',
      'photo',
      'hours',
      'email',
    ])
    expect(doneOf(steps).credential).toBe(true)
    expect(doneOf(trainerSetupSteps(NEW_USER, PROFILE, true)).credential).toBe(false)
  })

  it('ticks each step as it is done', () => {
    const steps = trainerSetupSteps(
      { avatar: 'me.jpg', verified: true },
      { ...PROFILE, weeklyHours: { mon: [9] } },
      true,
    )
    expect(doneOf(steps)).toEqual({
      profile: true,
      photo: true,
      hours: true,
      email: true,
      credential: false,
    })
  })

  it('counts hours saved as "every hour" ({}) as set, and never-saved hours as not', () => {
    expect(doneOf(trainerSetupSteps(NEW_USER, { ...PROFILE, weeklyHours: {} }, true)).hours).toBe(
      true,
    )
    expect(doneOf(trainerSetupSteps(NEW_USER, PROFILE, true)).hours).toBe(false)
  })

  it('leaves out the email step where the server sends no email', () => {
    expect(trainerSetupSteps(NEW_USER, null, false).map((step) => step.id)).not.toContain('email')
  })
})

describe('isListable', () => {
  it('needs at least one specialization and a location', () => {
    expect(isListable(PROFILE)).toBe(true)
    expect(isListable({ ...PROFILE, specializations: [] })).toBe(false)
    expect(isListable({ ...PROFILE, specializations: [' '] })).toBe(false)
    expect(isListable({ ...PROFILE, preferredLocation: '' })).toBe(false)
    expect(isListable(null)).toBe(false)
  })

  it('reads the raw comma text of older records', () => {
    expect(isListable({ ...PROFILE, specializations: 'Yoga, Boxing' })).toBe(true)
  })
})
