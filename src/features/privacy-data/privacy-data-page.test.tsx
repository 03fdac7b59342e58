import '@/testing/dom-polyfills'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import type { ClientProfileRecord } from '@/lib/types'
import type { UserArea } from '@/lib/user-area'
import { makeClientProfileRecord, makeUserRecord } from '@/testing/user-area-records'
import PrivacyDataPage from './privacy-data-page'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const reads = () => pbStub.collection('profile_reads')
const deleteRoute = () => pbStub.route('/api/gymbuddy/me/delete')
const credits = () => pbStub.route('/api/gymbuddy/credits')

function read(id: string, readerName: string, day: string) {
  return { id, readerName, day }
}

/** The user area's outlet context, as the layout hands it to the screen. */
function UserAreaOutlet({ profile }: { profile: ClientProfileRecord | null }) {
  const [clientProfile, setClientProfile] = useState(profile)
  const area: UserArea = {
    clientProfile,
    clientProfileMissing: clientProfile === null,
    setClientProfile,
  }
  return <Outlet context={area} />
}

const MY_PROFILE = makeClientProfileRecord({ id: 'p1', user: 'me' })

function renderPage(profile: ClientProfileRecord | null = MY_PROFILE) {
  signInAs(makeUserRecord({ id: 'me', name: 'Ann Lee', userType: 'client', profile: profile?.id }))
  render(
    <MemoryRouter initialEntries={['/user/privacy']}>
      <Routes>
        <Route element={<UserAreaOutlet profile={profile} />}>
          <Route path="/user/privacy" element={<PrivacyDataPage />} />
        </Route>
        <Route path="/" element={<p>Landing screen</p>} />
        <Route path="/user/profile/edit" element={<p>Profile form</p>} />
      </Routes>
    </MemoryRouter>,
  )
  return userEvent.setup()
}

describe('PrivacyDataPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetPbStub()
    vi.clearAllMocks()
    reads().getList.mockResolvedValue({ items: [], totalItems: 0 })
    credits().mockResolvedValue({ items: [] })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('lists each trainer shown my fitness profile, by name and Singapore day, newest first', async () => {
    reads().getList.mockResolvedValue({
      items: [read('r1', 'Marcus Lim', '2024-12-03'), read('r2', '', '2024-11-28')],
      totalItems: 2,
    })
    renderPage()
    const list = await screen.findByRole('list', { name: 'Trainers shown your fitness profile' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      'Marcus Lim viewed your fitness profile on Tue 3 Dec',
      'A trainer viewed your fitness profile on Thu 28 Nov',
    ])
    expect(reads().getList).toHaveBeenCalledWith(
      1,
      20,
      expect.objectContaining({ filter: 'client = "me"', sort: '-day,readerName' }),
    )
  })

  it('shows more rows on request when there are more', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => read(`r${i}`, `Coach ${i}`, '2026-11-20'))
    reads().getList.mockResolvedValue({ items: rows, totalItems: 21 })
    const events = renderPage()
    await events.click(await screen.findByRole('button', { name: 'Show more' }))
    await vi.waitFor(() =>
      expect(reads().getList).toHaveBeenLastCalledWith(1, 40, expect.anything()),
    )
  })

  it('says so when no trainer has been shown the profile', async () => {
    renderPage()
    expect(
      await screen.findByText('No trainer has been shown your fitness profile yet.'),
    ).toBeInTheDocument()
  })

  it('downloads my data from the export route with my session, under the name the server gives', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response('{"account":{}}', {
        headers: { 'Content-Disposition': 'attachment; filename="gymbuddy-data-2026-11-26.json"' },
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} })
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    const events = renderPage()
    await events.click(screen.getByRole('button', { name: 'Download my data' }))
    await vi.waitFor(() => expect(saved).toEqual(['gymbuddy-data-2026-11-26.json']))
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1/api/gymbuddy/me/export', {
      headers: { Authorization: 'token' },
    })
  })

  it('says what deleting does before asking for the password', async () => {
    renderPage()
    expect(screen.getByText(/cancelled with the reason "Account closed"/)).toBeInTheDocument()
    expect(screen.getByText(/stay with the other members, without your name/)).toBeInTheDocument()
    expect(screen.getByLabelText('Your password')).toHaveAttribute('type', 'password')
  })

  it('names the package credits the account would leave unused, before the password', async () => {
    const purchase = {
      purchase: 'p1',
      package: 'k1',
      trainer: 't1',
      client: 'me',
      trainerName: 'Marcus Tan',
      clientName: 'Ann Lee',
      status: 'active',
      sessions: 10,
      price: 600,
      remaining: 10,
      paidAt: '2026-11-01 02:00:00.000Z',
      expiresAt: '2027-02-01 02:00:00.000Z',
      claimedAt: '2026-11-01 01:00:00.000Z',
      clientLeftAt: '',
      leftUnused: 0,
    }
    credits().mockResolvedValue({ items: [purchase] })
    renderPage()
    expect(
      await screen.findByText(/10 sessions, S\$600 with Marcus Tan: ask for a refund first/),
    ).toBeInTheDocument()
  })

  it('keeps the typed password and shows the refusal under it when the password is wrong', async () => {
    deleteRoute().mockRejectedValue(
      pbError(400, { password: { code: 'validation_invalid', message: 'Wrong password.' } }),
    )
    const events = renderPage()
    await events.type(screen.getByLabelText('Your password'), 'not-my-password')
    await events.click(screen.getByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' })
    await events.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }))

    expect(await screen.findByText('Wrong password.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Your password')).toHaveValue('not-my-password')
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true')
    expect(deleteRoute()).toHaveBeenCalledWith({
      method: 'POST',
      body: { password: 'not-my-password' },
    })
    expect(pbStub.authStore.record).not.toBeNull()
  })

  it('shows any other refusal above the form, keeping the password', async () => {
    deleteRoute().mockRejectedValue(pbError(429, {}, 'Too many requests.'))
    const events = renderPage()
    await events.type(screen.getByLabelText('Your password'), 'Password123')
    await events.click(screen.getByRole('button', { name: 'Delete my account' }))
    await events.click(await screen.findByRole('button', { name: 'Yes, delete my account' }))

    expect(await screen.findByText('Too many attempts, try again in a minute')).toBeInTheDocument()
    expect(screen.getByLabelText('Your password')).toHaveValue('Password123')
  })

  it('puts Keep my account first, above the red button when the buttons stack on a phone', async () => {
    const events = renderPage()
    await events.type(screen.getByLabelText('Your password'), 'Password123')
    await events.click(screen.getByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' })
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(buttons.indexOf('Keep my account')).toBeLessThan(
      buttons.indexOf('Yes, delete my account'),
    )
    const footer = within(dialog).getByRole('button', { name: 'Keep my account' }).parentElement
    expect(footer).toHaveClass('flex-col')
    expect(footer).not.toHaveClass('flex-col-reverse')
  })

  it('asks for the password before the confirm step', async () => {
    const events = renderPage()
    await events.click(screen.getByRole('button', { name: 'Delete my account' }))
    expect(
      await screen.findByText('Enter your password to delete your account.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('signs out and goes home with a notice once the account is deleted', async () => {
    deleteRoute().mockResolvedValue(null)
    const events = renderPage()
    await events.type(screen.getByLabelText('Your password'), 'Password123')
    await events.click(screen.getByRole('button', { name: 'Delete my account' }))
    await events.click(await screen.findByRole('button', { name: 'Yes, delete my account' }))

    expect(await screen.findByText('Landing screen')).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('Your account has been deleted.', {
      description:
        'Your upcoming sessions were cancelled and the other person was told. Thank you for training with GymBuddy.',
      duration: 12_000,
    })
    expect(pbStub.authStore.record).toBeNull()
  })

  it('removes my fitness profile after a confirm step, then invites me to add one', async () => {
    const profiles = pbStub.collection('client_profiles')
    profiles.delete.mockResolvedValue(true)
    pbStub.collection('users').authRefresh.mockResolvedValue({})
    const events = renderPage()
    expect(screen.getByText(/trainers see "No fitness profile shared"/)).toBeInTheDocument()
    await events.click(screen.getByRole('button', { name: 'Remove my fitness profile' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove your fitness profile?' })
    expect(profiles.delete).not.toHaveBeenCalled()
    await events.click(within(dialog).getByRole('button', { name: 'Yes, remove it' }))

    await vi.waitFor(() => expect(profiles.delete).toHaveBeenCalledWith('p1'))
    expect(pbStub.collection('users').authRefresh).toHaveBeenCalled()
    expect(toast.success).toHaveBeenCalledWith('Your fitness profile has been removed.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await events.click(await screen.findByRole('link', { name: 'Add your fitness profile' }))
    expect(await screen.findByText('Profile form')).toBeInTheDocument()
  })

  it('keeps the profile when the member chooses Keep, and after a refusal', async () => {
    const profiles = pbStub.collection('client_profiles')
    profiles.delete.mockRejectedValue(pbError(500, {}, 'Something broke.'))
    const events = renderPage()
    await events.click(screen.getByRole('button', { name: 'Remove my fitness profile' }))
    await events.click(await screen.findByRole('button', { name: 'Keep my profile' }))
    expect(profiles.delete).not.toHaveBeenCalled()

    await events.click(screen.getByRole('button', { name: 'Remove my fitness profile' }))
    await events.click(await screen.findByRole('button', { name: 'Yes, remove it' }))
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something broke.'))
    expect(screen.getByRole('button', { name: 'Remove my fitness profile' })).toBeInTheDocument()
  })

  it('gives focus back to the button that opened each confirm step when it is left by Escape', async () => {
    const events = renderPage()
    const remove = screen.getByRole('button', { name: 'Remove my fitness profile' })
    await events.click(remove)
    await events.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(remove).toHaveFocus()

    await events.type(screen.getByLabelText('Your password'), 'secret-pass')
    const deleteAccount = screen.getByRole('button', { name: 'Delete my account' })
    await events.click(deleteAccount)
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    await events.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(deleteAccount).toHaveFocus()
  })

  it('invites a client without a profile to add one', async () => {
    renderPage(null)
    expect(screen.getByRole('link', { name: 'Add your fitness profile' })).toHaveAttribute(
      'href',
      '/user/profile/edit',
    )
    expect(screen.queryByRole('button', { name: 'Remove my fitness profile' })).toBeNull()
  })

  it('shows a failure to load the reads with a Retry, not as the empty state', async () => {
    reads().getList.mockRejectedValue(pbError(500, {}, 'Something broke.'))
    renderPage()
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument()
    expect(
      screen.queryByText('No trainer has been shown your fitness profile yet.'),
    ).not.toBeInTheDocument()
  })
})
