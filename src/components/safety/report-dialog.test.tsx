import '@/testing/dom-polyfills'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import type { ReportSubject } from '@/lib/safety-api'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeUserRecord } from '@/testing/user-area-records'
import { ReportDialog } from './report-dialog'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const reports = () => pbStub.collection('reports')

function open(subject: ReportSubject = { message: 'm1' }, what = 'this message') {
  signInAs(makeUserRecord({ id: 'me', email: 'me@gymbuddy.test' }))
  render(<ReportDialog subject={subject} what={what} trigger={<Button>Report</Button>} />)
  const user = userEvent.setup({ delay: null })
  return { user, start: () => user.click(screen.getByRole('button', { name: 'Report' })) }
}

describe('ReportDialog', () => {
  beforeEach(() => resetPbStub())
  afterEach(() => vi.clearAllMocks())

  it('sends the kind and what happened for the subject, then closes with a thank-you', async () => {
    reports().create.mockResolvedValue({ id: 'r1' })
    const { user, start } = open()
    await start()
    const dialog = screen.getByRole('dialog', { name: 'Report this message' })
    expect(dialog).toHaveAccessibleDescription(/within 24 hours/)
    await user.click(screen.getByLabelText('A safety concern (threats, violence, unsafe training)'))
    await user.type(screen.getByLabelText('What happened? (optional)'), '  Threatened me  ')
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(reports().create).toHaveBeenCalledWith({
      reporter: 'me',
      message: 'm1',
      kind: 'safety',
      text: 'Threatened me',
    })
    expect(toast.success).toHaveBeenCalledWith(
      'Report sent. Our team will look at it within 24 hours.',
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus())
  })

  it('asks for words before sending "Something else"', async () => {
    const { user, start } = open({ target: 'u2' }, 'Sam')
    await start()
    await user.click(screen.getByLabelText('Something else'))
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Say what happened.')
    expect(screen.getByLabelText('What happened?')).toHaveAttribute('aria-invalid', 'true')
    expect(reports().create).not.toHaveBeenCalled()
  })

  it('a review starts on "An inappropriate review"', async () => {
    const { start } = open({ review: 'rv1' }, 'this review')
    await start()
    expect(screen.getByLabelText('An inappropriate review')).toBeChecked()
  })

  it('an unverified member is told why and can have the link sent again', async () => {
    const why = 'Verify your email address before you report anyone.'
    reports().create.mockRejectedValue(
      pbError(400, { reporter: { code: 'validation_verify_email', message: why } }, why),
    )
    const requestVerification = vi.fn().mockResolvedValue(true)
    Object.assign(pbStub.collection('users'), { requestVerification })
    const { user, start } = open()
    await start()
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(why)
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }))
    expect(requestVerification).toHaveBeenCalledWith('me@gymbuddy.test')
    expect(toast.success).toHaveBeenCalledWith(
      'We sent a new verification link to me@gymbuddy.test.',
    )
  })
})
