import '@/testing/dom-polyfills'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbError } from '@/testing/pocketbase-error'
import RegisterPage from './register-page'

const sdk = vi.hoisted(() => ({ create: vi.fn(), authWithPassword: vi.fn(), update: vi.fn() }))
vi.mock('@/lib/pocketbase', () => ({
  pb: {
    collection: () => ({
      create: sdk.create,
      authWithPassword: sdk.authWithPassword,
      update: sdk.update,
    }),
    authStore: { record: { id: 'new1' } },
  },
}))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function renderRegister() {
  render(
    <MemoryRouter initialEntries={['/register']}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/user/profile/create" element={<p>Profile creation</p>} />
        <Route path="/login" element={<p>Login screen</p>} />
        <Route path="/user/gym-buddy-profile/edit" element={<p>Trainer profile form</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

const submitButton = () => screen.getByRole('button', { name: /Create Account|Creating account/ })

interface FillOptions {
  password?: string
  confirm?: string
  terms?: boolean
}

async function fill({ password = 'Password1', confirm, terms = true }: FillOptions = {}) {
  const user = userEvent.setup({ delay: null })
  await user.type(screen.getByLabelText('Full Name'), 'Ana Lim')
  await user.type(screen.getByLabelText('Email'), 'ana@example.com')
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password)
  await user.type(
    screen.getByLabelText('Confirm Password', { selector: 'input' }),
    confirm ?? password,
  )
  if (terms) await user.click(screen.getByRole('checkbox'))
  return user
}

// jsdom and user-event are slow on a busy machine: allow more than the default 5 s.
describe('RegisterPage', { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks())

  it('creates the account, signs in and goes to profile creation', async () => {
    sdk.create.mockResolvedValue({})
    sdk.authWithPassword.mockResolvedValue({})
    renderRegister()
    const user = await fill()
    await user.click(submitButton())
    expect(await screen.findByText('Profile creation')).toBeInTheDocument()
    expect(sdk.update).not.toHaveBeenCalled()
    expect(sdk.create).toHaveBeenCalledWith({
      name: 'Ana Lim',
      email: 'ana@example.com',
      password: 'Password1',
      passwordConfirm: 'Password1',
      acceptTerms: true,
    })
    expect(sdk.authWithPassword).toHaveBeenCalledWith('ana@example.com', 'Password1')
    expect(toast.success).toHaveBeenCalledWith('Account created successfully!')
  })

  it('asks whether the member wants to train or to coach, train chosen until changed', () => {
    renderRegister()
    const group = screen.getByRole('group', { name: 'How will you use GymBuddy?' })
    expect(group).toBeVisible()
    expect(screen.getByRole('radio', { name: /I want to train/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /I want to coach/ })).not.toBeChecked()
  })

  it('makes a coach a trainer and opens the trainer profile form, never the fitness form', async () => {
    sdk.create.mockResolvedValue({})
    sdk.authWithPassword.mockResolvedValue({})
    sdk.update.mockResolvedValue({})
    renderRegister()
    const user = await fill()
    await user.click(screen.getByRole('radio', { name: /I want to coach/ }))
    await user.click(submitButton())
    expect(await screen.findByText('Trainer profile form')).toBeInTheDocument()
    expect(sdk.update).toHaveBeenCalledWith('new1', { userType: 'trainer' })
    expect(screen.queryByText('Profile creation')).not.toBeInTheDocument()
  })

  it('keeps Create Account disabled until the terms are ticked, and says why', async () => {
    renderRegister()
    const user = await fill({ terms: false })
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true')
    await user.type(screen.getByLabelText('Full Name'), '{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please accept the terms and conditions.',
    )
    expect(sdk.create).not.toHaveBeenCalled()
    await user.click(screen.getByRole('checkbox'))
    expect(submitButton()).toHaveAttribute('aria-disabled', 'false')
  })

  it('shows a mismatch inline as it is typed, and again on submit', async () => {
    renderRegister()
    const user = await fill({ confirm: 'Password2' })
    const confirm = screen.getByLabelText('Confirm Password', { selector: 'input' })
    expect(confirm).toHaveAccessibleDescription('Passwords do not match')
    await user.click(submitButton())
    // Submitting validates asynchronously: the second copy (the form's alert) comes a tick later.
    await waitFor(() => expect(screen.getAllByText('Passwords do not match')).toHaveLength(2))
    expect(sdk.create).not.toHaveBeenCalled()
  })

  it('rejects a password that misses a requirement', async () => {
    renderRegister()
    const user = await fill({ password: 'password1' })
    await user.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password does not meet requirements.',
    )
    expect(sdk.create).not.toHaveBeenCalled()
  })

  it('ticks the live checklist as the password grows', async () => {
    renderRegister()
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'abc')
    expect(screen.getByText('One lowercase letter').closest('li')).toHaveAttribute(
      'data-met',
      'true',
    )
    expect(screen.getByText('One number').closest('li')).toHaveAttribute('data-met', 'false')
  })

  it('reads Creating account... while busy', async () => {
    sdk.create.mockReturnValue(new Promise(() => {}))
    renderRegister()
    const user = await fill()
    await user.click(submitButton())
    expect(submitButton()).toHaveTextContent('Creating account...')
  })

  it.each([
    [
      { email: { code: 'validation_not_unique', message: 'x' } },
      'An account with this email already exists',
    ],
    [
      { password: { code: 'validation_length_out_of_range', message: 'x' } },
      'Password is too weak',
    ],
    [
      { email: { code: 'validation_is_email', message: 'Must be a valid email address.' } },
      'Must be a valid email address.',
    ],
    [{}, 'Failed to create account. Please try again.'],
  ])('maps the server answer %j to its message and keeps the form', async (data, message) => {
    sdk.create.mockRejectedValue(pbError(400, data))
    renderRegister()
    const user = await fill()
    await user.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Lim')
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com')
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Password1')
    expect(submitButton()).toHaveTextContent('Create Account')
  })

  it('says when the server is rate limiting sign-ups', async () => {
    sdk.create.mockRejectedValue(pbError(429, {}, 'Too Many Requests.'))
    renderRegister()
    const user = await fill()
    await user.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, try again in a minute',
    )
  })

  it('caps the name and email at the server limits, counting an emoji as one character', () => {
    renderRegister()
    const name = screen.getByLabelText('Full Name')
    fireEvent.change(name, { target: { value: '💪'.repeat(101) } })
    expect(name).toHaveValue('💪'.repeat(100))
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254')
  })

  it('drops the failure message once the user edits the form', async () => {
    sdk.create.mockRejectedValue(
      pbError(400, { email: { code: 'validation_not_unique', message: 'x' } }),
    )
    renderRegister()
    const user = await fill()
    await user.click(submitButton())
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'x')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('sends the user to log in by hand when the automatic sign-in fails', async () => {
    sdk.create.mockResolvedValue({})
    sdk.authWithPassword.mockRejectedValue(pbError(400))
    renderRegister()
    const user = await fill()
    await user.click(submitButton())
    expect(await screen.findByText('Login screen')).toBeInTheDocument()
  })
})
