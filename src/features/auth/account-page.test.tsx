import '@/testing/dom-polyfills'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeUserRecord } from '@/testing/user-area-records'
import AccountPage from './account-page'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const users = () => pbStub.collection('users')
const section = (name: string) => screen.getByRole('region', { name })

function renderAccount(overrides = {}) {
  signInAs(makeUserRecord(overrides))
  render(
    <MemoryRouter>
      <AccountPage />
    </MemoryRouter>,
  )
  return userEvent.setup({ delay: null, applyAccept: false })
}

const png = (bytes = 1000) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' })

describe('AccountPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetPbStub()
    URL.createObjectURL = vi.fn(() => 'blob:preview')
    URL.revokeObjectURL = vi.fn()
  })
  afterEach(() => vi.clearAllMocks())

  it('previews a chosen photo, then uploads it as the avatar file', async () => {
    users().update.mockResolvedValue(makeUserRecord({ avatar: 'me.png' }))
    const events = renderAccount()
    const photo = section('Profile photo')
    await events.upload(within(photo).getByLabelText('Photo file'), png())
    expect(photo.querySelector('img')).toHaveAttribute('src', 'blob:preview')
    await events.click(within(photo).getByRole('button', { name: 'Save photo' }))
    const [id, body] = users().update.mock.calls[0] as [string, FormData]
    expect(id).toBe('me')
    expect((body.get('avatar') as File).name).toBe('me.png')
  })

  it('refuses a file over 2 MB before uploading, and shows the server refusal as said', async () => {
    const events = renderAccount()
    const photo = section('Profile photo')
    await events.upload(within(photo).getByLabelText('Photo file'), png(3 * 1024 * 1024))
    expect(await within(photo).findByRole('alert')).toHaveTextContent('choose one of at most 2 MB')
    expect(users().update).not.toHaveBeenCalled()

    const refusal = 'The avatar must be at most 4096×4096 pixels (this one is 5000×5000).'
    users().update.mockRejectedValue(
      pbError(400, { avatar: { code: 'validation_image_too_large', message: refusal } }),
    )
    await events.upload(within(photo).getByLabelText('Photo file'), png())
    await events.click(within(photo).getByRole('button', { name: 'Save photo' }))
    expect(await within(photo).findByRole('alert')).toHaveTextContent(refusal)
  })

  it('replaces or removes a photo already set', async () => {
    users().update.mockResolvedValue(makeUserRecord())
    const events = renderAccount({ avatar: 'old.png' })
    const photo = section('Profile photo')
    expect(within(photo).getByRole('button', { name: 'Replace photo' })).toBeVisible()
    await events.click(within(photo).getByRole('button', { name: 'Remove photo' }))
    expect(users().update).toHaveBeenCalledWith('me', { avatar: null })
  })

  it('saves the display name', async () => {
    users().update.mockResolvedValue(makeUserRecord({ name: 'Ann Tan' }))
    const events = renderAccount()
    const name = within(section('Display name')).getByLabelText('Full Name')
    await events.clear(name)
    await events.type(name, 'Ann Tan')
    await events.click(screen.getByRole('button', { name: 'Save name' }))
    expect(users().update).toHaveBeenCalledWith('me', { name: 'Ann Tan' })
  })

  it('asks for an email change by link, and says the email changes only once it is opened', async () => {
    const requestEmailChange = vi.fn().mockResolvedValue(true)
    Object.assign(users(), { requestEmailChange })
    const events = renderAccount()
    const email = section('Email')
    expect(within(email).getByText('ann@example.sg')).toBeVisible()
    await events.type(within(email).getByLabelText('New email'), 'ann@new.sg')
    await events.click(within(email).getByRole('button', { name: 'Send confirmation link' }))
    expect(requestEmailChange).toHaveBeenCalledWith('ann@new.sg')
    expect(await within(email).findByText(/until then, sign in with ann@example.sg/)).toBeVisible()
  })

  it('changes the password with the current one and the live checklist, then signs in again', async () => {
    users().update.mockResolvedValue(makeUserRecord())
    const authWithPassword = vi.fn().mockResolvedValue({})
    Object.assign(users(), { authWithPassword })
    const events = renderAccount()
    const password = section('Password')
    await events.type(within(password).getByLabelText('Current Password'), 'OldPassw0rd')
    const fresh = within(password).getByLabelText('New Password', { selector: 'input' })
    await events.type(fresh, 'NewPassw0rd')
    expect(within(password).getByText('One number').closest('li')).toHaveAttribute(
      'data-met',
      'true',
    )
    await events.type(
      within(password).getByLabelText('Confirm Password', { selector: 'input' }),
      'NewPassw0rd',
    )
    await events.click(within(password).getByRole('button', { name: 'Change password' }))
    expect(users().update).toHaveBeenCalledWith('me', {
      oldPassword: 'OldPassw0rd',
      password: 'NewPassw0rd',
      passwordConfirm: 'NewPassw0rd',
    })
    expect(authWithPassword).toHaveBeenCalledWith('ann@example.sg', 'NewPassw0rd')
  })

  it('shows why a wrong current password was refused', async () => {
    users().update.mockRejectedValue(
      pbError(400, {
        oldPassword: {
          code: 'validation_invalid_old_password',
          message: 'Missing or invalid old password.',
        },
      }),
    )
    const events = renderAccount()
    const password = section('Password')
    await events.type(within(password).getByLabelText('Current Password'), 'Wrong1234')
    await events.type(
      within(password).getByLabelText('New Password', { selector: 'input' }),
      'NewPassw0rd',
    )
    await events.type(
      within(password).getByLabelText('Confirm Password', { selector: 'input' }),
      'NewPassw0rd',
    )
    await events.click(within(password).getByRole('button', { name: 'Change password' }))
    expect(await within(password).findByRole('alert')).toHaveTextContent(
      'Missing or invalid old password.',
    )
  })
})
