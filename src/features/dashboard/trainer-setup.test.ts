import { describe, expect, it } from 'vitest'
import { isListable, requiredSteps, trainerSetupSteps } from './trainer-setup'

const NEW_USER = { avatar: '', verified: false }
const PROFILE = { specializations: ['Yoga'], preferredLocation: 'East', weeklyHours: null }

const doneOf = (steps: ReturnType<typeof trainerSetupSteps>) =>
  Object.fromEntries(steps.map((step) => [step.id, step.done]))

describe('trainer setup checklist', () => {
  const MAIL = { serverSendsEmail: true }

  it('lists every step of a coach setup, each opening the card where it is done, none done', () => {
    const steps = trainerSetupSteps(NEW_USER, null, MAIL)
    expect(steps.map((step) => [step.id, step.to])).toEqual([
      ['profile', '/user/gym-buddy-profile/edit#trainer-profile'],
      ['venues', '/user/gym-buddy-profile/edit#venues'],
      ['hours', '/user/gym-buddy-profile/hours#working-hours'],
      ['photo', '/user/account#account-photo-title'],
      ['paynow', '/user/payments#paynow-heading'],
      ['email', '/user/account#account-email-title'],
      ['package', '/user/payments#packages-heading'],
      ['credential', '/user/gym-buddy-profile/edit#credentials'],
    ])
    expect(steps.every((step) => !step.done)).toBe(true)
  })

  it('a package and a credential are the optional steps; each ticks once made', () => {
    const facts = { ...MAIL, hasCredential: true, hasPackage: true }
    const steps = trainerSetupSteps(NEW_USER, PROFILE, facts)
    expect(steps.filter((step) => step.optional).map((step) => step.id)).toEqual([
      'package',
      'credential',
    ])
    expect(requiredSteps(steps).map((step) => step.id)).toEqual([
      'profile',
      'venues',
      'hours',
      'photo',
      'paynow',
      'email',
    ])
    expect(doneOf(steps)).toMatchObject({ package: true, credential: true })
    expect(doneOf(trainerSetupSteps(NEW_USER, PROFILE, MAIL))).toMatchObject({
      package: false,
      credential: false,
    })
  })

  it('ticks each step as it is done', () => {
    const steps = trainerSetupSteps(
      { avatar: 'me.jpg', verified: true },
      {
        ...PROFILE,
        weeklyHours: { mon: [9] },
        venues: [{ name: 'ActiveSG Gym Bishan', area: 'Central', kind: 'gym' }],
        paynowId: '+6591234567',
      },
      { ...MAIL, hasPackage: true },
    )
    expect(doneOf(steps)).toEqual({
      profile: true,
      venues: true,
      hours: true,
      photo: true,
      paynow: true,
      email: true,
      package: true,
      credential: false,
    })
  })

  it('does not count a profile with no specialization or no location as done', () => {
    const blank = { specializations: [], preferredLocation: '', weeklyHours: null }
    expect(doneOf(trainerSetupSteps(NEW_USER, blank, MAIL)).profile).toBe(false)
  })

  it('counts hours saved as "every hour" ({}) as set, and never-saved hours as not', () => {
    expect(doneOf(trainerSetupSteps(NEW_USER, { ...PROFILE, weeklyHours: {} }, MAIL)).hours).toBe(
      true,
    )
    expect(doneOf(trainerSetupSteps(NEW_USER, PROFILE, MAIL)).hours).toBe(false)
  })

  it('leaves out the email step where the server sends no email', () => {
    const ids = trainerSetupSteps(NEW_USER, null, { serverSendsEmail: false }).map((s) => s.id)
    expect(ids).not.toContain('email')
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
