import { render, screen } from '@testing-library/react'
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserArea } from '@/lib/user-area'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { makeClientProfileRecord, makeUserRecord } from '@/testing/user-area-records'
import DashboardPage from './DashboardPage'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

function renderDashboard(area: Partial<UserArea>) {
  const context: UserArea = {
    clientProfile: null,
    clientProfileMissing: false,
    setClientProfile: () => {},
    ...area,
  }
  render(
    <MemoryRouter initialEntries={['/user']}>
      <Routes>
        <Route element={<Outlet context={context} />}>
          <Route path="/user" element={<DashboardPage />} />
        </Route>
        <Route path="/user/profile/create" element={<p>Profile creation</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('DashboardPage', () => {
  beforeEach(() => resetPbStub())

  it('welcomes the client and shows the placeholders, fitness profile and quick actions', () => {
    signInAs(makeUserRecord({ name: 'Ann Lee' }))
    renderDashboard({ clientProfile: makeClientProfileRecord() })
    expect(screen.getByRole('heading', { name: 'Welcome back, Ann Lee!' })).toBeInTheDocument()
    expect(screen.getByText('65%')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Weekly progress' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    )
    expect(screen.getByText('23')).toBeInTheDocument()
    expect(screen.getByText('8')).toBeInTheDocument()
    expect(screen.getByText('5h 15m')).toBeInTheDocument()
    expect(screen.getByText('East')).toBeInTheDocument()
    expect(screen.getByText('Intermediate')).toBeInTheDocument()
    expect(screen.getByText('Muscle Gain')).toHaveAttribute('data-slot', 'badge')
    expect(screen.getByRole('link', { name: 'Find Gym Buddies' })).toHaveAttribute(
      'href',
      '/find-gym-buddy',
    )
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/user/bookings',
    )
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/user/profile/edit',
    )
    expect(screen.getByRole('heading', { name: 'Recent Sessions' })).toBeInTheDocument()
    expect(screen.getAllByText(/^with /)).toHaveLength(3)
  })

  it('falls back to User when the name is empty', () => {
    signInAs(makeUserRecord({ name: '' }))
    renderDashboard({ clientProfile: makeClientProfileRecord() })
    expect(screen.getByRole('heading', { name: 'Welcome back, User!' })).toBeInTheDocument()
  })

  it('sends a client without a profile to profile creation', () => {
    signInAs(makeUserRecord())
    renderDashboard({ clientProfileMissing: true })
    expect(screen.getByText('Profile creation')).toBeInTheDocument()
  })

  it('keeps a trainer without a client profile on the dashboard, with trainer actions', () => {
    signInAs(makeUserRecord({ userType: 'trainer' }))
    renderDashboard({ clientProfileMissing: true })
    expect(screen.getByRole('heading', { name: /Welcome back/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'My Schedule' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Find Gym Buddies' })).not.toBeInTheDocument()
    expect(pbStub.collection('client_profiles').getFirstListItem).not.toHaveBeenCalled()
  })
})
