import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { toast } from 'sonner'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbError } from '@/testing/pocketbase-error'
import LoginPage from './LoginPage'

const sdk = vi.hoisted(() => ({ authWithPassword: vi.fn() }))
vi.mock('@/lib/pocketbase', () => ({
  pb: { collection: () => ({ authWithPassword: sdk.authWithPassword }) },
}))
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/user" element={<p>Dashboard screen</p>} />
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
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeRequired()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '#')
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register')
  })
})
