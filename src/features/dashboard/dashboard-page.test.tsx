import '@/testing/dom-polyfills'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserArea } from '@/lib/user-area'
import { toast } from '@/lib/toast'
import { resetPbStub, signInAs } from '@/testing/pb-stub'
import { makeClientProfileRecord, makeUserRecord } from '@/testing/user-area-records'
import DashboardPage from './dashboard-page'
import { fetchDashboard, followDashboardChanges, saveWeeklyGoal } from './dashboard-api'
import type { DashboardAnswer, DashboardSession } from './dashboard-answer'
import type { DashboardLoaderData } from './dashboard-loader'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('./dashboard-api', () => ({
  fetchDashboard: vi.fn(),
  saveWeeklyGoal: vi.fn(),
  followDashboardChanges: vi.fn(() => Promise.resolve(() => Promise.resolve())),
}))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

// Wednesday 25 November 2026, 12:00 in Singapore.
const NOW = new Date('2026-11-25T04:00:00Z')

function session(iso: string, partnerName: string, partner = partnerName): DashboardSession {
  return {
    id: iso,
    datetime: iso.replace('T', ' '),
    status: 'confirmed',
    partner,
    partnerName,
    partnerAvatar: '',
  }
}

function answer(overrides: Partial<DashboardAnswer> = {}): DashboardAnswer {
  return {
    role: 'client',
    weeklyGoal: 0,
    sessions: [],
    history: { sessions: 0, partners: 0 },
    requestsWaiting: 0,
    ...overrides,
  }
}

function renderDashboard(area: Partial<UserArea>, loaderData?: DashboardLoaderData | null) {
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
          <Route path="/user" element={<DashboardPage loaderData={loaderData} />} />
        </Route>
        <Route path="/user/profile/create" element={<p>Profile creation</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

const stat = (title: string) =>
  screen
    .getByRole('heading', { name: title, level: 3 })
    .closest('[data-slot="card"]') as HTMLElement

describe('DashboardPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetPbStub()
    vi.clearAllMocks()
    localStorage.clear()
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
  })
  afterEach(() => vi.useRealTimers())

  it("shows a client's own figures, recent sessions and the next session", async () => {
    vi.mocked(fetchDashboard).mockResolvedValue(
      answer({
        weeklyGoal: 0,
        sessions: [
          session('2026-11-27T02:00:00Z', 'Coach Bo'), // Friday 10:00 SGT, upcoming
          session('2026-11-23T01:00:00Z', 'Alex Tan'), // Monday 09:00 SGT, ended
          session('2026-11-18T01:00:00Z', 'Coach Bo'), // last week
        ],
        history: { sessions: 2, partners: 2 },
      }),
    )
    signInAs(makeUserRecord({ name: 'Ann Lee' }))
    renderDashboard({ clientProfile: makeClientProfileRecord() })
    expect(screen.getByRole('heading', { name: 'Welcome, Ann Lee!' })).toBeInTheDocument()
    // The week's progress counts the Monday session that took place; Friday's is planned.
    expect(await screen.findByText('1 of 3 sessions')).toBeInTheDocument()
    expect(within(stat('Weekly Progress')).getByText('1 more planned this week')).toBeVisible()
    expect(screen.getByRole('progressbar', { name: 'Weekly progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    )
    expect(within(stat('Total Sessions')).getByText('2')).toBeInTheDocument()
    expect(within(stat('Gym Buddies')).getByText('2')).toBeInTheDocument()
    expect(within(stat('This Week')).getByText('1h')).toBeInTheDocument()
    const recent = screen
      .getByRole('heading', { name: 'Recent Sessions' })
      .closest('[data-slot="card"]') as HTMLElement
    expect(
      within(recent)
        .getAllByText(/^with /)
        .map((p) => p.textContent),
    ).toEqual(['with Alex Tan', 'with Coach Bo'])
    expect(within(recent).getByText('Monday, 23 November 2026')).toBeInTheDocument()
    expect(screen.getByText('Friday, 27 November 2026 at 10:00 SGT')).toBeInTheDocument()
    expect(screen.getByText('East')).toBeInTheDocument()
    expect(screen.getByText('Muscle Gain')).toHaveAttribute('data-slot', 'badge')
    expect(screen.getByRole('link', { name: 'Find Gym Buddies' })).toHaveAttribute(
      'href',
      '/find-gym-buddy',
    )
    expect(screen.queryByText('23')).not.toBeInTheDocument()
    expect(screen.queryByText('65%')).not.toBeInTheDocument()
  })

  it('gives a new client zeros and one next step: Find a gym buddy', async () => {
    vi.mocked(fetchDashboard).mockResolvedValue(answer())
    signInAs(makeUserRecord({ name: 'New Member' }))
    renderDashboard({ clientProfile: makeClientProfileRecord() })
    expect(await screen.findByText('0 of 3 sessions')).toBeInTheDocument()
    expect(within(stat('Total Sessions')).getByText('0')).toBeInTheDocument()
    expect(within(stat('Gym Buddies')).getByText('0')).toBeInTheDocument()
    expect(within(stat('This Week')).getByText('0h')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Find a gym buddy' })).toHaveAttribute(
      'href',
      '/find-gym-buddy',
    )
    expect(screen.queryByRole('heading', { name: 'Recent Sessions' })).not.toBeInTheDocument()
  })

  it('saves the weekly goal the member picks, and puts it back with a reason on failure', async () => {
    vi.mocked(fetchDashboard).mockResolvedValue(
      answer({ sessions: [session('2026-11-23T01:00:00Z', 'Alex Tan')] }),
    )
    vi.mocked(saveWeeklyGoal).mockResolvedValueOnce(makeUserRecord())
    const user = makeUserRecord()
    signInAs(user)
    renderDashboard({ clientProfile: makeClientProfileRecord() })
    await screen.findByText('1 of 3 sessions')
    const events = userEvent.setup({ delay: null })
    await events.click(screen.getByRole('combobox', { name: 'Weekly goal' }))
    await events.click(await screen.findByRole('option', { name: '5 sessions' }))
    expect(await screen.findByText('1 of 5 sessions')).toBeInTheDocument()
    expect(saveWeeklyGoal).toHaveBeenCalledWith(user.id, 5)

    vi.mocked(saveWeeklyGoal).mockRejectedValueOnce(new Error('offline'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await events.click(screen.getByRole('combobox', { name: 'Weekly goal' }))
    await events.click(await screen.findByRole('option', { name: '1 session' }))
    expect(await screen.findByText('1 of 5 sessions')).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('offline')
  })

  it("shows a trainer's own figures and no client-only cards", async () => {
    vi.mocked(fetchDashboard).mockResolvedValue(
      answer({
        role: 'trainer',
        requestsWaiting: 4,
        sessions: [
          session('2026-11-23T01:00:00Z', 'Client A'),
          session('2026-11-20T01:00:00Z', 'Client B'),
          session('2026-11-19T01:00:00Z', 'Client A'),
        ],
        history: { sessions: 3, partners: 2 },
      }),
    )
    signInAs(makeUserRecord({ userType: 'trainer' }))
    renderDashboard({ clientProfile: makeClientProfileRecord() })
    expect(await screen.findByRole('heading', { name: 'Sessions Given' })).toBeInTheDocument()
    expect(within(stat('Sessions Given')).getByText('3')).toBeInTheDocument()
    expect(within(stat('Clients')).getByText('2')).toBeInTheDocument()
    expect(within(stat('Requests Waiting')).getByText('4')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Weekly Progress' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Your Fitness Profile' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Find a gym buddy' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'My Schedule' })).toBeInTheDocument()
  })

  it("words a coach's Overview about their clients, never a client's workouts", async () => {
    // A client's words, which a coach's Overview (with sessions or without) must not use.
    const CLIENT_WORDING = [/workouts?\b/i, /gym buddies/i, /your training/i, /unknown trainer/i]
    for (const sessions of [[session('2026-11-23T01:00:00Z', '')], []]) {
      cleanup()
      vi.mocked(fetchDashboard).mockResolvedValue(
        answer({ role: 'trainer', sessions, history: { sessions: sessions.length, partners: 1 } }),
      )
      signInAs(makeUserRecord({ userType: 'trainer' }))
      renderDashboard({})
      const recent = await screen.findByRole('heading', { name: 'Recent Sessions' })
      expect(recent.parentElement).toHaveTextContent(/with your clients/)
      const text = document.body.textContent ?? ''
      for (const wording of CLIENT_WORDING) expect(text).not.toMatch(wording)
    }
    expect(screen.getByText('No sessions with clients have taken place yet.')).toBeInTheDocument()
  })

  it('explains a failed load and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(fetchDashboard).mockRejectedValueOnce(new Error('offline'))
    vi.mocked(fetchDashboard).mockResolvedValueOnce(answer())
    signInAs(makeUserRecord())
    renderDashboard({ clientProfile: makeClientProfileRecord() })
    expect(await screen.findByText('Your figures could not be loaded.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('0 of 3 sessions')).toBeInTheDocument()
  })

  it('falls back to User when the name is empty', () => {
    vi.mocked(fetchDashboard).mockReturnValue(new Promise(() => {}))
    signInAs(makeUserRecord({ name: '' }))
    renderDashboard({ clientProfile: makeClientProfileRecord() })
    expect(screen.getByRole('heading', { name: 'Welcome, User!' })).toBeInTheDocument()
  })

  it('says Welcome on the first visit and Welcome back on later ones', () => {
    vi.mocked(fetchDashboard).mockReturnValue(new Promise(() => {}))
    signInAs(makeUserRecord({ name: 'Ann Lee' }))
    renderDashboard({ clientProfile: makeClientProfileRecord() })
    expect(screen.getByRole('heading', { name: 'Welcome, Ann Lee!' })).toBeInTheDocument()
    cleanup()
    renderDashboard({ clientProfile: makeClientProfileRecord() })
    expect(screen.getByRole('heading', { name: 'Welcome back, Ann Lee!' })).toBeInTheDocument()
  })

  it('sends a new member without a profile to profile creation', () => {
    signInAs(makeUserRecord({ userType: '' }))
    renderDashboard({ clientProfileMissing: true })
    expect(screen.getByText('Profile creation')).toBeInTheDocument()
    expect(fetchDashboard).not.toHaveBeenCalled()
  })

  it('keeps a client who removed their profile on the dashboard, inviting them to add one', () => {
    vi.mocked(fetchDashboard).mockReturnValue(new Promise(() => {}))
    signInAs(makeUserRecord({ userType: 'client' }))
    renderDashboard({ clientProfileMissing: true })
    expect(screen.queryByText('Profile creation')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add your fitness profile' })).toHaveAttribute(
      'href',
      '/user/profile/edit',
    )
    expect(screen.getByRole('link', { name: 'Find Gym Buddies' })).toBeInTheDocument()
  })

  it('keeps a trainer without a client profile on the dashboard, with trainer actions', () => {
    vi.mocked(fetchDashboard).mockReturnValue(new Promise(() => {}))
    signInAs(makeUserRecord({ userType: 'trainer' }))
    renderDashboard({ clientProfileMissing: true })
    expect(screen.getByRole('heading', { name: /^Welcome/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'My Schedule' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Find Gym Buddies' })).not.toBeInTheDocument()
    expect(fetchDashboard).toHaveBeenCalled()
  })

  it("shows the figures the route's loader fetched in the first render, without asking again", () => {
    const user = makeUserRecord({ id: 'me', name: 'Ann Lee' })
    signInAs(user)
    renderDashboard({}, { me: 'me', answer: answer({ weeklyGoal: 4 }) })
    expect(screen.getByText('0 of 4 sessions')).toBeInTheDocument()
    expect(fetchDashboard).not.toHaveBeenCalled()
  })

  it("asks again when the loader's figures were another member's", async () => {
    vi.mocked(fetchDashboard).mockResolvedValue(answer({ weeklyGoal: 2 }))
    signInAs(makeUserRecord({ id: 'me', name: 'Ann Lee' }))
    renderDashboard({}, { me: 'someone-else', answer: answer({ weeklyGoal: 9 }) })
    expect(await screen.findByText('0 of 2 sessions')).toBeInTheDocument()
    expect(fetchDashboard).toHaveBeenCalledTimes(1)
  })

  it('updates its figures by itself when one of my bookings changes', async () => {
    let changed = () => {}
    vi.mocked(followDashboardChanges).mockImplementation((onChange) => {
      changed = onChange
      return Promise.resolve(() => Promise.resolve())
    })
    const user = makeUserRecord({ id: 'me', name: 'Ann Lee' })
    signInAs(user)
    renderDashboard(
      { clientProfile: makeClientProfileRecord() },
      { me: 'me', answer: answer({ weeklyGoal: 2 }) },
    )
    expect(screen.getByText('0 of 2 sessions')).toBeInTheDocument()
    await vi.waitFor(() => expect(followDashboardChanges).toHaveBeenCalled())
    // The trainer accepted a request for this week: the figures load again.
    vi.mocked(fetchDashboard).mockResolvedValue(
      answer({ weeklyGoal: 2, sessions: [session('2026-11-23T01:00:00Z', 'Coach Bo')] }),
    )
    changed()
    expect(await screen.findByText('1 of 2 sessions')).toBeInTheDocument()
    expect(fetchDashboard).toHaveBeenCalledTimes(1)
    // A failed refresh keeps what is shown.
    const failing = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(fetchDashboard).mockRejectedValueOnce(new Error('offline'))
    changed()
    await vi.waitFor(() => expect(failing).toHaveBeenCalled())
    expect(screen.getByText('1 of 2 sessions')).toBeInTheDocument()
    failing.mockRestore()
  })
})
