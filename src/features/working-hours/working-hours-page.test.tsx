import '@/testing/dom-polyfills'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeTrainerProfileRecord, makeUserRecord } from '@/testing/user-area-records'
import WorkingHoursPage from './working-hours-page'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const profiles = () => pbStub.collection('trainer_profiles')

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/hours']}>
      <Link to="/elsewhere">Elsewhere</Link>
      <Routes>
        <Route path="/hours" element={<WorkingHoursPage />} />
        <Route path="/elsewhere" element={<h1>Elsewhere page</h1>} />
      </Routes>
    </MemoryRouter>,
  )
  return userEvent.setup({ delay: null })
}

describe('WorkingHoursPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'))
    resetPbStub()
    vi.clearAllMocks()
    signInAs(makeUserRecord({ id: 'coach', userType: 'trainer' }))
  })
  afterEach(() => vi.useRealTimers())

  it('shows a trainer who never set hours as working every hour', async () => {
    profiles().getFirstListItem.mockResolvedValue(makeTrainerProfileRecord({ user: 'coach' }))
    renderPage()
    expect(await screen.findByRole('checkbox', { name: 'Monday 09:00' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Sunday 21:00' })).toBeChecked()
    expect(screen.getAllByRole('checkbox')).toHaveLength(91)
  })

  it('saves a preset with a tweak and the days off', async () => {
    profiles().getFirstListItem.mockResolvedValue(
      makeTrainerProfileRecord({
        user: 'coach',
        weeklyHours: { sat: [10] },
        daysOff: ['2026-02-01', '2026-03-10'],
      }),
    )
    profiles().update.mockResolvedValue(makeTrainerProfileRecord())
    const user = renderPage()
    expect(await screen.findByRole('checkbox', { name: 'Saturday 10:00' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Monday 10:00' })).not.toBeChecked()
    // A past day off is no longer listed.
    expect(
      screen.getByRole('button', { name: /Remove day off Tuesday, 10 March 2026/ }),
    ).toBeVisible()
    expect(screen.queryByText(/1 February/)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Weekdays 9–18' }))
    await user.click(screen.getByRole('checkbox', { name: 'Saturday 09:00' }))
    await user.click(screen.getByRole('button', { name: 'Save Hours' }))
    expect(profiles().update).toHaveBeenCalledWith('tp1', {
      weeklyHours: {
        mon: [9, 10, 11, 12, 13, 14, 15, 16, 17],
        tue: [9, 10, 11, 12, 13, 14, 15, 16, 17],
        wed: [9, 10, 11, 12, 13, 14, 15, 16, 17],
        thu: [9, 10, 11, 12, 13, 14, 15, 16, 17],
        fri: [9, 10, 11, 12, 13, 14, 15, 16, 17],
        sat: [9],
        sun: [],
      },
      daysOff: ['2026-03-10'],
    })
    expect(toast.success).toHaveBeenCalledWith('Working hours saved.')
  })

  it('refuses an empty week and shows a server refusal, keeping the choice', async () => {
    profiles().getFirstListItem.mockResolvedValue(
      makeTrainerProfileRecord({ user: 'coach', weeklyHours: { mon: [9] } }),
    )
    profiles().update.mockRejectedValue(
      pbError(400, { daysOff: { code: 'validation_days_off', message: 'Days off are dates.' } }),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = renderPage()
    await user.click(await screen.findByRole('checkbox', { name: 'Monday 09:00' }))
    await user.click(screen.getByRole('button', { name: 'Save Hours' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose at least one hour, or add days off instead.',
    )
    expect(profiles().update).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Evenings' }))
    await user.click(screen.getByRole('button', { name: 'Save Hours' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Days off are dates.')
    expect(screen.getByRole('checkbox', { name: 'Friday 19:00' })).toBeChecked()
  })

  it('adds a range of days off as one entry and saves every day of it', async () => {
    profiles().getFirstListItem.mockResolvedValue(
      makeTrainerProfileRecord({ user: 'coach', weeklyHours: { mon: [9] } }),
    )
    profiles().update.mockResolvedValue(makeTrainerProfileRecord())
    const user = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Add days off' }))
    await user.click(screen.getByRole('button', { name: /March 12th/ }))
    await user.click(screen.getByRole('button', { name: /March 14th/ }))
    await user.click(screen.getByRole('button', { name: 'Add 3 days off' }))
    expect(
      screen.getByRole('button', {
        name: 'Remove days off Thursday, 12 March 2026 – Saturday, 14 March 2026 (3 days)',
      }),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Save Hours' }))
    expect(profiles().update).toHaveBeenCalledWith('tp1', {
      weeklyHours: expect.any(Object),
      daysOff: ['2026-03-12', '2026-03-13', '2026-03-14'],
    })
  })

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    profiles().getFirstListItem.mockResolvedValue(
      makeTrainerProfileRecord({ user: 'coach', weeklyHours: { mon: [9] } }),
    )
    profiles().update.mockResolvedValue(makeTrainerProfileRecord())
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    const user = renderPage()
    await user.click(await screen.findByRole('checkbox', { name: 'Tuesday 09:00' }))
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(confirm).toHaveBeenCalledWith(
      'Your working hours have unsaved changes. Leave without saving?',
    )
    expect(screen.getByRole('button', { name: 'Save Hours' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Save Hours' }))
    expect(toast.success).toHaveBeenCalledWith('Working hours saved.')
    confirm.mockClear()
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(confirm).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { name: 'Elsewhere page' })).toBeVisible()
  })

  it('sends a trainer without a profile to the profile form first', async () => {
    profiles().getFirstListItem.mockRejectedValue(pbError(404))
    renderPage()
    expect(
      await screen.findByRole('link', { name: 'Fill in your Gym Buddy Profile' }),
    ).toHaveAttribute('href', '/user/gym-buddy-profile/edit')
  })
})
