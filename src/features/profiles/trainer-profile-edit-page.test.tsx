import '@/testing/dom-polyfills'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pickOption } from '@/testing/client-profile-form'
import { pbError } from '@/testing/pocketbase-error'
import { makeTrainerProfileRecord, makeUserRecord } from '@/testing/user-area-records'
import TrainerProfileEditPage from './trainer-profile-edit-page'
import { trainerProfilePayload, trainerProfileValues } from './trainer-profile-form-logic'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const profiles = () => pbStub.collection('trainer_profiles')
const users = () => pbStub.collection('users')

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/user/gym-buddy-profile/edit']}>
      <Routes>
        <Route path="/user/gym-buddy-profile/edit" element={<TrainerProfileEditPage />} />
        <Route path="/user" element={<p>Overview screen</p>} />
        <Route path="/user/gym-buddy-profile/hours" element={<p>Working hours screen</p>} />
      </Routes>
    </MemoryRouter>,
  )
  return userEvent.setup()
}

/** The answers a first save needs, chosen as a coach would. */
async function fillNewProfile(events: ReturnType<typeof userEvent.setup>) {
  await events.type(await screen.findByLabelText('Specializations'), 'Boxing')
  await pickOption(events, 'Experience Level', '6-10 years')
  await pickOption(events, 'Preferred Location', 'East')
}

describe('TrainerProfileEditPage', () => {
  beforeEach(() => {
    resetPbStub()
    signInAs(makeUserRecord({ userType: 'trainer' }))
  })

  it('reads Loading... until the profile has loaded', () => {
    profiles().getFirstListItem.mockReturnValue(new Promise(() => {}))
    renderPage()
    expect(screen.getByRole('heading', { name: 'Edit Trainer Profile' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
  })

  it('starts a new profile with no answer chosen: examples only, and no rate', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    renderPage()
    const specializations = await screen.findByLabelText('Specializations')
    expect(specializations).toHaveValue('')
    expect(specializations).toHaveAttribute('placeholder', 'e.g. Weights, Boxing')
    expect(screen.getByLabelText('Experience Level')).toHaveTextContent('Select...')
    expect(screen.getByLabelText('Preferred Location')).toHaveTextContent('Select...')
    const rate = screen.getByLabelText('Hourly Rate (SGD)')
    expect(rate).toHaveValue(null)
    expect(rate).toHaveAttribute('type', 'number')
    expect(rate).toHaveAttribute('min', '0')
    expect(rate).toHaveAttribute('step', '1')
    expect(screen.getByText(/leave empty to discuss rates/i)).toBeInTheDocument()
    expect(
      screen.getByText(/Weights, Cardio, Yoga, Pilates, CrossFit, Boxing$/),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('About Me')).toHaveAttribute('rows', '4')
    expect(screen.getByLabelText('Certifications')).toHaveAttribute('rows', '3')
  })

  it('shows each validation message and clears it when the field is edited', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    const events = renderPage()
    const specializations = await screen.findByLabelText('Specializations')
    await events.clear(specializations)
    await events.type(screen.getByLabelText('Hourly Rate (SGD)'), '0')
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('Specializations are required.')).toBeInTheDocument()
    expect(screen.getByText('Rate must be a valid positive number.')).toBeInTheDocument()
    await events.type(screen.getByLabelText('Hourly Rate (SGD)'), '5')
    await waitFor(() =>
      expect(screen.queryByText('Rate must be a valid positive number.')).not.toBeInTheDocument(),
    )
    expect(screen.getByText('Specializations are required.')).toBeInTheDocument()
    expect(profiles().create).not.toHaveBeenCalled()
  })

  it('refuses a first save with only a rate, naming every answer not given', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    const events = renderPage()
    await events.type(await screen.findByLabelText('Hourly Rate (SGD)'), '70')
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('Specializations are required.')).toBeInTheDocument()
    expect(screen.getByText('Experience level is required.')).toBeInTheDocument()
    expect(screen.getByText('Preferred location is required.')).toBeInTheDocument()
    expect(profiles().create).not.toHaveBeenCalled()
  })

  it('creates a profile with split specializations and an empty rate as null in one write', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    profiles().create.mockResolvedValue(makeTrainerProfileRecord({ id: 'tp9' }))
    users().authRefresh.mockResolvedValue({})
    const events = renderPage()
    const specializations = await screen.findByLabelText('Specializations')
    await events.type(specializations, 'Yoga , Boxing,')
    await pickOption(events, 'Experience Level', '3-5 years')
    await pickOption(events, 'Preferred Location', 'Central')
    await events.type(screen.getByLabelText('About Me'), 'Ten years of coaching.')
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    // The fields typed and chosen, and every other form field as left (trainer_fields.json `form`).
    expect(profiles().create).toHaveBeenCalledTimes(1)
    expect(profiles().create).toHaveBeenCalledWith({
      ...trainerProfilePayload(trainerProfileValues(null), 'me'),
      specializations: ['Yoga', 'Boxing'],
      experienceLevel: '3-5 years',
      preferredLocation: 'Central',
      rate: null,
      bio: 'Ten years of coaching.',
      certifications: '',
      showEmail: false,
    })
    // The server makes the user a trainer linked to the profile; the app only refreshes.
    await waitFor(() => expect(users().authRefresh).toHaveBeenCalled())
    expect(users().update).not.toHaveBeenCalled()
    // A new trainer stays on the page and goes on to their venues, the next step.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'venues'))
    expect(screen.queryByText('Working hours screen')).not.toBeInTheDocument()
  })

  it('updates an existing profile, showing its stored rate 0 as empty', async () => {
    const existing = makeTrainerProfileRecord({ rate: 0 })
    profiles().getFirstListItem.mockResolvedValue(existing)
    profiles().update.mockResolvedValue(existing)
    signInAs(makeUserRecord({ userType: 'trainer', trainer_profile: 'tp1' }))
    const events = renderPage()
    expect(await screen.findByLabelText('Hourly Rate (SGD)')).toHaveValue(null)
    await events.type(screen.getByLabelText('Hourly Rate (SGD)'), '90')
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(profiles().update).toHaveBeenCalledWith('tp1', expect.objectContaining({ rate: 90 }))
    await events.click(screen.getByRole('checkbox', { name: 'Show my email on my card' }))
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(profiles().update).toHaveBeenLastCalledWith(
      'tp1',
      expect.objectContaining({ showEmail: true }),
    )
    expect(users().update).not.toHaveBeenCalled()
  })

  it('shows the red box on a failed save and keeps what was typed', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    profiles().create.mockRejectedValue(pbError(400, {}, 'Failed to create record.'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const events = renderPage()
    await fillNewProfile(events)
    await events.type(screen.getByLabelText('Hourly Rate (SGD)'), '70')
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update profile. Please try again.',
    )
    expect(screen.getByLabelText('Hourly Rate (SGD)')).toHaveValue(70)
  })

  it('says to wait instead of the red box text when saves are rate limited', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    profiles().create.mockRejectedValue(pbError(429, {}, 'Too Many Requests.'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const events = renderPage()
    await fillNewProfile(events)
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, try again in a minute',
    )
    expect(screen.queryByText('Failed to update profile. Please try again.')).toBeNull()
  })

  it('refuses too many specializations before asking the server', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    const events = renderPage()
    const specializations = await screen.findByLabelText('Specializations')
    await events.clear(specializations)
    await events.click(specializations)
    await events.paste(Array.from({ length: 21 }, (_, index) => `S${index}`).join(','))
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('Enter at most 20 specializations.')).toBeInTheDocument()
    expect(profiles().create).not.toHaveBeenCalled()
  })

  it('caps the texts at the server limits', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    renderPage()
    const bio = await screen.findByLabelText('About Me')
    fireEvent.change(bio, { target: { value: '💪'.repeat(2001) } })
    expect(bio).toHaveValue('💪'.repeat(2000))
    const certifications = screen.getByLabelText('Certifications')
    fireEvent.change(certifications, { target: { value: 'x'.repeat(2001) } })
    expect(certifications).toHaveValue('x'.repeat(2000))
    expect(screen.getByLabelText('Hourly Rate (SGD)')).toHaveAttribute('max', '10000')
  })

  it('goes back to /user on Cancel when opened directly', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    const events = renderPage()
    await events.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Overview screen')).toBeInTheDocument()
  })
})
