import '@/testing/dom-polyfills'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { makeClientProfileRecord, makeUserRecord } from '@/testing/user-area-records'
import type { UserRecord } from '@/lib/types'
import { useUserArea } from '@/lib/user-area'
import { ClientResponseError } from 'pocketbase'
import { noteServerReachable, noteServerUnreachable, resetConnection } from '@/lib/connection'
import { APP_ROUTES } from '@/app/route-manifest'
import UserLayout from './user-layout'
import type { RouteHandle } from './user/page-title'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

/** GET /api/gymbuddy/me: the gate's one request (the member and their client profile). */
const me = () => pbStub.route('/api/gymbuddy/me')
const NO_PROFILE = { user: null, clientProfile: null }

function Overview() {
  const { clientProfile, clientProfileMissing } = useUserArea()
  return <p>{clientProfileMissing ? 'no profile' : `profile ${clientProfile?.id ?? 'unknown'}`}</p>
}

/** The route's handle as the router builds it: the title is the manifest's, not the test's. */
function handleOf(path: string): RouteHandle {
  return { title: APP_ROUTES.find((route) => route.path === path)?.title }
}

function renderLayout(user: UserRecord, path = '/user') {
  signInAs(user)
  const router = createMemoryRouter(
    [
      {
        path: '/user',
        element: <UserLayout />,
        children: [
          { index: true, element: <Overview /> },
          { path: 'inbox', element: <p>Inbox screen</p>, handle: handleOf('/user/inbox') },
          {
            path: 'profile/edit',
            element: <p>Profile form</p>,
            handle: handleOf('/user/profile/edit'),
          },
          { path: 'privacy', element: <p>Privacy screen</p>, handle: handleOf('/user/privacy') },
          { path: 'account', element: <p>Account screen</p>, handle: handleOf('/user/account') },
        ],
      },
      { path: '/', element: <p>Landing screen</p> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return userEvent.setup()
}

function sidebarLinks() {
  const nav = screen.getByRole('navigation', { name: 'User area' })
  return within(nav)
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`)
}

describe('UserLayout', () => {
  beforeEach(() => resetPbStub())

  it('shows the loading spinner until the member and their client profile have loaded', async () => {
    me().mockReturnValue(new Promise(() => {}))
    renderLayout(makeUserRecord())
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('gives a client the client links, the Dashboard title and the loaded profile', async () => {
    me().mockResolvedValue({ user: null, clientProfile: makeClientProfileRecord() })
    renderLayout(makeUserRecord())
    expect(await screen.findByText('profile cp1')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(sidebarLinks()).toEqual([
      'GymBuddy /',
      'Overview /user',
      'Inbox /user/inbox',
      'Find Gym Buddy /find-gym-buddy',
      'My Bookings /user/bookings',
      'Payments /user/payments',
      'Edit Profile /user/profile/edit',
      'Become a Trainer /user/become-trainer',
    ])
  })

  it('lets a trainer without a client profile in, with the trainer links', async () => {
    me().mockResolvedValue(NO_PROFILE)
    renderLayout(makeUserRecord({ userType: 'trainer' }))
    expect(await screen.findByText('no profile')).toBeInTheDocument()
    expect(sidebarLinks()).toEqual([
      'GymBuddy /',
      'Overview /user',
      'Inbox /user/inbox',
      'My Schedule /user/schedule',
      'Payments /user/payments',
      'Gym Buddy Profile /user/gym-buddy-profile/edit',
      'Working Hours /user/gym-buddy-profile/hours',
    ])
  })

  it('shows the total of unread messages on the sidebar Inbox, in words too', async () => {
    me().mockResolvedValue(NO_PROFILE)
    pbStub.route('/api/gymbuddy/unread').mockResolvedValue([
      { chat: 'c1', unread: 2 },
      { chat: 'c2', unread: 3 },
    ])
    renderLayout(makeUserRecord())
    const nav = await screen.findByRole('navigation', { name: 'User area' })
    expect(
      await within(nav).findByRole('link', { name: 'Inbox, 5 unread messages' }),
    ).toHaveAttribute('href', '/user/inbox')
  })

  it("refreshes the stored member with the server's record (a name changed elsewhere)", async () => {
    const stored = makeUserRecord({ name: 'Old Name' })
    me().mockResolvedValue({ user: { ...stored, name: 'New Name' }, clientProfile: null })
    renderLayout(stored)
    await screen.findByText('no profile')
    expect(pbStub.authStore.record?.name).toBe('New Name')
  })

  it('titles the header after the current route', async () => {
    me().mockResolvedValue(NO_PROFILE)
    renderLayout(makeUserRecord(), '/user/inbox')
    expect(await screen.findByText('Inbox screen')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument()
  })

  it('opens Account, Settings, Privacy & data and logs out from the user menu without a server call', async () => {
    me().mockResolvedValue(NO_PROFILE)
    const events = renderLayout(makeUserRecord())
    // The menu's own trigger (Radix, data-state) replaces the first paint's once its code is in.
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'User menu' })).toHaveAttribute('data-state'),
      { timeout: 5000 },
    )
    await events.click(screen.getByRole('button', { name: 'User menu' }))
    await events.click(await screen.findByRole('menuitem', { name: 'Account' }))
    expect(await screen.findByText('Account screen')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument()

    await events.click(screen.getByRole('button', { name: 'User menu' }))
    await events.click(await screen.findByRole('menuitem', { name: 'Settings' }))
    expect(await screen.findByText('Profile form')).toBeInTheDocument()

    await events.click(screen.getByRole('button', { name: 'User menu' }))
    await events.click(await screen.findByRole('menuitem', { name: 'Privacy & data' }))
    expect(await screen.findByText('Privacy screen')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy & data' })).toBeInTheDocument()

    await events.click(screen.getByRole('button', { name: 'User menu' }))
    await events.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    expect(await screen.findByText('Landing screen')).toBeInTheDocument()
    expect(pbStub.authStore.record).toBeNull()
    expect(pbStub.collection('users').update).not.toHaveBeenCalled()
  })

  it('says the account could not be loaded when the lookup gets no answer, and retries when the server is back', async () => {
    resetConnection()
    const profile = makeClientProfileRecord()
    me()
      .mockRejectedValueOnce(new ClientResponseError(new TypeError('Failed')))
      .mockResolvedValue({ user: null, clientProfile: profile })
    renderLayout(makeUserRecord())
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load your account.")
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    act(() => {
      noteServerUnreachable()
      noteServerReachable()
    })
    expect(await screen.findByText(`profile ${profile.id}`)).toBeInTheDocument()
  })
})
