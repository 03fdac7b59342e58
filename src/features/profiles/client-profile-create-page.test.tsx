import '@/testing/dom-polyfills'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { fillFirstClientProfile } from '@/testing/client-profile-form'
import { makeClientProfileRecord, makeUserRecord } from '@/testing/user-area-records'
import ClientProfileCreatePage from './client-profile-create-page'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

function renderCreate(state?: unknown) {
  const user = makeUserRecord({ userType: '' })
  signInAs(user)
  pbStub.collection('client_profiles').getFirstListItem.mockRejectedValue(pbError(404))
  pbStub.collection('client_profiles').create.mockResolvedValue(makeClientProfileRecord())
  pbStub.collection('users').update.mockResolvedValue({ ...user, userType: 'client' })
  const router = createMemoryRouter(
    [
      { path: '/user/profile/create', element: <ClientProfileCreatePage /> },
      { path: '/user', element: <p>User area</p> },
      { path: '/book-session/:id', element: <p>Booking screen</p> },
    ],
    { initialEntries: [{ pathname: '/user/profile/create', state }] },
  )
  render(<RouterProvider router={router} />)
  return userEvent.setup()
}

describe('ClientProfileCreatePage', { timeout: 20_000 }, () => {
  beforeEach(() => resetPbStub())

  it('is titled as creation and offers no Cancel that could not work', async () => {
    renderCreate()
    await screen.findByLabelText('Fitness Goals')
    expect(document.title).toBe('Create Your Profile · GymBuddy')
    expect(screen.getByRole('heading', { level: 1, name: 'Create your profile' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
  })

  it('returns a visitor who signed up from a booking to that booking', async () => {
    const events = renderCreate({ from: '/book-session/t1' })
    await fillFirstClientProfile(events)
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('Booking screen')).toBeInTheDocument()
  })

  it('goes to the user area otherwise', async () => {
    const events = renderCreate({ from: 'https://elsewhere.example' })
    await fillFirstClientProfile(events)
    await events.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('User area')).toBeInTheDocument()
  })
})
