import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { pbError } from '@/testing/pocketbase-error'
import * as api from './recovery-api'
import { VerifyEmailBanner } from './verify-email-banner'

vi.mock('./recovery-api', () => ({
  serverSendsEmail: vi.fn(),
  resendVerification: vi.fn(() => Promise.resolve()),
}))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const member = { email: 'nora@gymbuddy.sg', verified: false }

beforeEach(() => {
  vi.clearAllMocks()
  window.sessionStorage.clear()
  vi.mocked(api.serverSendsEmail).mockResolvedValue(true)
})

describe('VerifyEmailBanner', () => {
  it('asks an unverified member to verify, resends the link and can be dismissed', async () => {
    render(<VerifyEmailBanner user={member} />)
    const banner = await screen.findByRole('region', { name: 'Email verification' })
    expect(banner).toHaveTextContent('we sent a link to nora@gymbuddy.sg')
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }))
    expect(api.resendVerification).toHaveBeenCalledWith('nora@gymbuddy.sg')
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('region', { name: 'Email verification' })).toBeNull()
  })

  it('says "Too many attempts" when Resend is rate-limited, not that it failed', async () => {
    vi.mocked(api.resendVerification).mockRejectedValueOnce(pbError(429, {}, 'Too Many Requests.'))
    render(<VerifyEmailBanner user={member} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }))
    expect(toast.error).toHaveBeenCalledWith('Too many attempts, try again in a minute')
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('says nothing to a verified member, or where the server sends no email', async () => {
    const { unmount } = render(<VerifyEmailBanner user={{ ...member, verified: true }} />)
    expect(screen.queryByRole('region')).toBeNull()
    unmount()
    vi.mocked(api.serverSendsEmail).mockResolvedValue(false)
    render(<VerifyEmailBanner user={member} />)
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.queryByRole('region')).toBeNull()
  })
})
