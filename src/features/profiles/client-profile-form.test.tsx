import '@/testing/dom-polyfills'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { fillFirstClientProfile, healthConsentBox, pickOption } from '@/testing/client-profile-form'
import { makeClientProfileRecord, makeUserRecord } from '@/testing/user-area-records'
import { ClientProfileForm } from './client-profile-form'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

const profiles = () => pbStub.collection('client_profiles')
const users = () => pbStub.collection('users')

function renderForm(user = makeUserRecord({ userType: '' })) {
  const onSaved = vi.fn()
  const onCancel = vi.fn()
  render(<ClientProfileForm user={user} titleAs="h1" onSaved={onSaved} onCancel={onCancel} />)
  return { onSaved, onCancel, events: userEvent.setup() }
}

// jsdom, Radix selects and user-event are slow on a busy machine: allow more than the default 5 s.
describe('ClientProfileForm', { timeout: 20_000 }, () => {
  beforeEach(() => resetPbStub())

  it('starts a first profile with examples as placeholders, not pre-filled answers', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    renderForm()
    expect(screen.getByRole('heading', { name: 'Edit Your Profile' })).toBeInTheDocument()
    const goals = await screen.findByLabelText('Fitness Goals')
    expect(goals).toHaveValue('')
    expect(goals).toHaveAttribute('placeholder', expect.stringContaining('Weight Loss'))
    expect(screen.getByLabelText('Experience Level')).toHaveTextContent('Select...')
    expect(screen.getByLabelText('Preferred Location')).toHaveTextContent('Select...')
    expect(screen.getByLabelText('Additional Information')).toHaveValue('')
  })

  it('says under Additional Information who reads it, and for how long', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    renderForm()
    expect(await screen.findByLabelText('Additional Information')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Shared only with trainers you book, while the booking is open and for 30 days after your session',
      ),
    )
  })

  it('requires fitness goals, and clears the message once the field is edited', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    const { events } = renderForm()
    const goals = await screen.findByLabelText('Fitness Goals')
    await events.clear(goals)
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('Fitness goals are required.')).toBeInTheDocument()
    expect(goals).toHaveAttribute('aria-invalid', 'true')
    expect(profiles().create).not.toHaveBeenCalled()
    await events.type(goals, 'Y')
    expect(screen.queryByText('Fitness goals are required.')).not.toBeInTheDocument()
  })

  it('creates the first profile, then links it and makes the user a client', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    const created = makeClientProfileRecord({ id: 'new1' })
    profiles().create.mockResolvedValue(created)
    users().update.mockResolvedValue(makeUserRecord())
    const { events, onSaved } = renderForm()
    const goals = await screen.findByLabelText('Fitness Goals')
    await events.type(goals, ' Yoga , Strength Training,')
    await pickOption(events, 'Experience Level', 'Beginner')
    await pickOption(events, 'Preferred Location', 'Central')
    await events.type(screen.getByLabelText('Additional Information'), 'Sore shoulder')
    await events.click(healthConsentBox())
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))

    expect(profiles().create).toHaveBeenCalledWith({
      fitnessGoals: ['Yoga', 'Strength Training'],
      experienceLevel: 'Beginner',
      preferredLocation: 'Central',
      additionalInfo: 'Sore shoulder',
      budget: null,
      user: 'me',
      healthConsent: true,
    })
    expect(users().update).toHaveBeenCalledWith('me', { profile: 'new1', userType: 'client' })
    expect(onSaved).toHaveBeenCalledWith(created, true)
  })

  it('asks a first profile for the health consent, labelled, and saves nothing without it', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    const { events } = renderForm()
    await events.type(await screen.findByLabelText('Fitness Goals'), 'Yoga')
    await pickOption(events, 'Experience Level', 'Beginner')
    await pickOption(events, 'Preferred Location', 'Central')
    expect(healthConsentBox()).not.toBeChecked()
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(
      await screen.findByText('Please agree to how your fitness profile is kept and shared.'),
    ).toBeInTheDocument()
    expect(healthConsentBox()).toHaveAttribute('aria-invalid', 'true')
    expect(profiles().create).not.toHaveBeenCalled()
  })

  it('shows the server refusal of a profile without consent under the tick box', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    profiles().create.mockRejectedValue(
      pbError(400, {
        healthConsent: {
          code: 'validation_health_consent',
          message: 'Please agree to how your fitness profile is kept and shared.',
        },
      }),
    )
    const { events } = renderForm()
    await fillFirstClientProfile(events)
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(
      await screen.findByText(
        'Failed to save profile: Please agree to how your fitness profile is kept and shared.',
      ),
    ).toBeInTheDocument()
    expect(healthConsentBox()).toHaveAccessibleDescription(
      expect.stringContaining('Please agree to how your fitness profile is kept and shared.'),
    )
  })

  it('updates an existing profile in place without touching the user', async () => {
    const existing = makeClientProfileRecord({ budget: 120 })
    profiles().getFirstListItem.mockResolvedValue(existing)
    profiles().update.mockResolvedValue(existing)
    const { events, onSaved } = renderForm(makeUserRecord({ profile: existing.id }))
    expect(await screen.findByLabelText('Fitness Goals')).toHaveValue('Muscle Gain, Flexibility')
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(profiles().update).toHaveBeenCalledWith(
      'cp1',
      expect.objectContaining({ experienceLevel: 'Intermediate', budget: 120 }),
    )
    // A saved profile was consented to when created: no tick box, nothing extra sent.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(profiles().update.mock.calls[0]?.[1]).not.toHaveProperty('healthConsent')
    expect(users().update).not.toHaveBeenCalled()
    expect(onSaved).toHaveBeenCalled()
  })

  it('reads Saving Profile... while the save runs', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    profiles().create.mockReturnValue(new Promise(() => {}))
    const { events } = renderForm()
    await fillFirstClientProfile(events)
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(screen.getByRole('button', { name: 'Saving Profile...' })).toBeDisabled()
  })

  it('shows the server message on a failed save and keeps what was typed', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    profiles().create.mockRejectedValue(
      pbError(400, {
        fitnessGoals: {
          code: 'validation_too_long',
          message: 'Each of the fitness goals must be at most 100 characters.',
        },
      }),
    )
    const { events, onSaved } = renderForm()
    await fillFirstClientProfile(events, 'Weight Loss, Cardio')
    const goals = screen.getByLabelText('Fitness Goals')
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(
      await screen.findByText(
        'Failed to save profile: Each of the fitness goals must be at most 100 characters.',
      ),
    ).toBeInTheDocument()
    expect(goals).toHaveValue('Weight Loss, Cardio')
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('refuses a goal over 100 characters before asking the server', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    const { events } = renderForm()
    const goals = await screen.findByLabelText('Fitness Goals')
    await events.clear(goals)
    await events.click(goals)
    await events.paste('g'.repeat(101))
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(
      screen.getByText('Each fitness goal must be at most 100 characters.'),
    ).toBeInTheDocument()
    expect(profiles().create).not.toHaveBeenCalled()
  })

  it('says why a stored budget over the limit blocks the save, as it has no field', async () => {
    const existing = makeClientProfileRecord({ budget: 150000 })
    profiles().getFirstListItem.mockResolvedValue(existing)
    const { events } = renderForm(makeUserRecord({ profile: existing.id }))
    await events.click(await screen.findByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Budget must be at most 100000 SGD.')
    expect(profiles().update).not.toHaveBeenCalled()
  })

  it('caps the additional information at the server limit', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    renderForm()
    const info = await screen.findByLabelText('Additional Information')
    fireEvent.change(info, { target: { value: '💪'.repeat(2001) } })
    expect(info).toHaveValue('💪'.repeat(2000))
  })

  it('says Failed to load profile data when the lookup fails for another reason', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(500, {}, 'boom'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderForm()
    expect(await screen.findByText('Failed to load profile data')).toBeInTheDocument()
    expect(screen.queryByLabelText('Fitness Goals')).not.toBeInTheDocument()
  })

  it('cancels through the given handler', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    const { events, onCancel } = renderForm()
    await events.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalled()
  })
})
