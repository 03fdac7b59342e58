import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbError } from '@/testing/pocketbase-error'
import LoginPage from './login-page'

const sdk = vi.hoisted(() => ({ authWithPassword: vi.fn() }))
vi.mock('@/lib/pocketbase', () => ({
  pb: { collection: () => ({ authWithPassword: sdk.authWithPassword }) },
}))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function renderLogin(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/user" element={<p>Dashboard screen</p>} />
        <Route path="/user/inbox" element={<p>Inbox screen</p>} />
        <Route path="/find-gym-buddy" element={<p>Finder screen</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

async function fillAndSubmit(email = 'ana@example.com', password = 'Password1') {
  const user = userEvent.setup({ delay: null })
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  return user
}

// jsdom and user-event are slow on a busy machine: allow more than the default 5 s.
describe('LoginPage', { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks())

  it('signs in, greets and goes to /user', async () => {
    sdk.authWithPassword.mockResolvedValue({})
    renderLogin()
    await fillAndSubmit()
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument()
    expect(sdk.authWithPassword).toHaveBeenCalledWith('ana@example.com', 'Password1')
    expect(toast.success).toHaveBeenCalledWith('Welcome back!')
  })

  it('after an ended session, says why above the form and returns to that screen', async () => {
    sdk.authWithPassword.mockResolvedValue({})
    renderLogin({ from: '/user/inbox', notice: 'Your session has expired. Please sign in again.' })
    const notice = screen.getByRole('status')
    expect(notice).toHaveTextContent('Your session has expired. Please sign in again.')
    expect(notice.compareDocumentPosition(screen.getByLabelText('Email'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await fillAndSubmit()
    expect(await screen.findByText('Inbox screen')).toBeInTheDocument()
  })

  it('shows no notice without one, and goes to /user when from is not a signed-in screen', async () => {
    sdk.authWithPassword.mockResolvedValue({})
    renderLogin({ from: '/find-gym-buddy' })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await fillAndSubmit()
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument()
  })

  it('reads Signing in... while the request runs', async () => {
    sdk.authWithPassword.mockReturnValue(new Promise(() => {}))
    renderLogin()
    await fillAndSubmit()
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
  })

  it('shows the failure alert, keeps what was typed, and clears the alert on typing', async () => {
    sdk.authWithPassword.mockRejectedValue(pbError(400, {}, 'Failed to authenticate.'))
    renderLogin()
    const user = await fillAndSubmit('ana@example.com', 'wrong-pass')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please try again.',
    )
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com')
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('wrong-pass')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    await user.type(screen.getByLabelText('Email'), 'x')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says when the server is rate limiting sign-ins', async () => {
    sdk.authWithPassword.mockRejectedValue(pbError(429, {}, 'Too Many Requests.'))
    renderLogin()
    await fillAndSubmit()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, try again in a minute',
    )
  })

  it('shows and hides the password', async () => {
    renderLogin()
    const user = userEvent.setup({ delay: null })
    const field = screen.getByLabelText('Password', { selector: 'input' })
    expect(field).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(field).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(field).toHaveAttribute('type', 'password')
  })

  it('requires both fields and offers the forgot-password and register links', () => {
    renderLogin()
    expect(screen.getByLabelText('Email')).toBeRequired()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254')
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeRequired()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register')
  })
})
