import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeUserRecord } from '@/testing/user-area-records'
import BecomeTrainerPage from './become-trainer-page'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const assign = vi.fn()

function renderPage() {
  render(
    <MemoryRouter>
      <BecomeTrainerPage />
    </MemoryRouter>,
  )
  return userEvent.setup()
}

describe('BecomeTrainerPage', () => {
  beforeEach(() => {
    resetPbStub()
    vi.clearAllMocks()
    vi.stubGlobal('location', { ...window.location, assign })
    signInAs(makeUserRecord({ userType: 'client' }))
  })
  afterEach(() => vi.unstubAllGlobals())

  it('warns that it is irreversible, then PATCHes userType, refreshes auth and reloads /user', async () => {
    const users = pbStub.collection('users')
    users.update.mockResolvedValue(makeUserRecord({ userType: 'trainer' }))
    users.authRefresh.mockResolvedValue({})
    const events = renderPage()
    expect(screen.getByText('This action is irreversible.')).toBeInTheDocument()
    await events.click(screen.getByRole('button', { name: 'Confirm & Become Trainer' }))
    expect(users.update).toHaveBeenCalledWith('me', { userType: 'trainer' })
    expect(users.authRefresh).toHaveBeenCalled()
    expect(assign).toHaveBeenCalledWith('/user')
  })

  it('says why when the change is refused and lets the user try again', async () => {
    pbStub
      .collection('users')
      .update.mockRejectedValue(
        pbError(400, { userType: { code: 'x', message: 'The user type cannot change.' } }),
      )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const events = renderPage()
    const confirm = screen.getByRole('button', { name: 'Confirm & Become Trainer' })
    await events.click(confirm)
    expect(toast.error).toHaveBeenCalledWith('The user type cannot change.')
    expect(confirm).toBeEnabled()
    expect(assign).not.toHaveBeenCalled()
  })

  it('tells a trainer there is nothing left to confirm', () => {
    signInAs(makeUserRecord({ userType: 'trainer' }))
    renderPage()
    expect(
      screen.queryByRole('button', { name: 'Confirm & Become Trainer' }),
    ).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Gym Buddy Profile' })).toBeInTheDocument()
  })
})
