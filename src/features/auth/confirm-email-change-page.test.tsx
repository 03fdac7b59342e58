import '@/testing/dom-polyfills'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import type { UserRecord } from '@/lib/types'
import { useUserStore } from '@/stores/user'
import ConfirmEmailChangePage from './confirm-email-change-page'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

/** A token shaped as PocketBase's email-change token: its claims name the new address. */
const claims = btoa(JSON.stringify({ id: 'me', type: 'emailChange', newEmail: 'ann@new.sg' }))
const TOKEN = `header.${claims.replace(/=+$/, '')}.signature`

function renderPage() {
  const users = pbStub.collection('users')
  const confirmEmailChange = vi.fn()
  const authWithPassword = vi.fn().mockResolvedValue({})
  Object.assign(users, { confirmEmailChange, authWithPassword })
  render(
    <MemoryRouter initialEntries={[`/confirm-email-change/${TOKEN}`]}>
      <Routes>
        <Route path="/confirm-email-change/:token" element={<ConfirmEmailChangePage />} />
        <Route path="/user/account" element={<p>Account screen</p>} />
      </Routes>
    </MemoryRouter>,
  )
  return { confirmEmailChange, authWithPassword, events: userEvent.setup({ delay: null }) }
}

describe('ConfirmEmailChangePage', { timeout: 20_000 }, () => {
  beforeEach(() => resetPbStub())

  it('confirms with the password, signs in with the new address and opens the account', async () => {
    const { confirmEmailChange, authWithPassword, events } = renderPage()
    confirmEmailChange.mockResolvedValue(true)
    await events.type(screen.getByLabelText('Password', { selector: 'input' }), 'Passw0rd1')
    await events.click(screen.getByRole('button', { name: 'Confirm new email' }))
    expect(await screen.findByText('Account screen')).toBeInTheDocument()
    expect(confirmEmailChange).toHaveBeenCalledWith(TOKEN, 'Passw0rd1')
    expect(authWithPassword).toHaveBeenCalledWith('ann@new.sg', 'Passw0rd1')
  })

  it('leads a visitor back to sign in, and a signed-in member back to their Account', () => {
    renderPage()
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login')
    act(() => useUserStore.setState({ user: { id: 'me', name: 'Ann' } as UserRecord }))
    try {
      expect(screen.getByRole('link', { name: 'Back to Account' })).toHaveAttribute(
        'href',
        '/user/account',
      )
      expect(screen.queryByRole('link', { name: 'Back to sign in' })).not.toBeInTheDocument()
    } finally {
      act(() => useUserStore.setState({ user: null }))
    }
  })

  it('says when the password is wrong, and when the link has expired', async () => {
    const { confirmEmailChange, events } = renderPage()
    confirmEmailChange.mockRejectedValueOnce(
      pbError(400, { password: { code: 'validation_invalid_password', message: 'Invalid' } }),
    )
    const password = screen.getByLabelText('Password', { selector: 'input' })
    await events.type(password, 'nope')
    await events.click(screen.getByRole('button', { name: 'Confirm new email' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.')

    confirmEmailChange.mockRejectedValueOnce(
      pbError(400, { token: { code: 'validation_invalid_token', message: 'Invalid' } }),
    )
    await events.type(password, 'x')
    await events.click(screen.getByRole('button', { name: 'Confirm new email' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired.',
    )
  })
})
