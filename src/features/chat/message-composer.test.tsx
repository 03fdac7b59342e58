import { createEvent, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { resendVerification } from '@/lib/safety-api'
import { toast } from '@/lib/toast'
import { signInAs } from '@/testing/pb-stub'
import { makeUserRecord } from '@/testing/user-area-records'
import { MessageComposer } from './message-composer'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/safety-api', () => ({ resendVerification: vi.fn(() => Promise.resolve()) }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

describe('MessageComposer', () => {
  it('caps a message at the server limit of 2000 characters, counting an emoji as one', () => {
    render(<MessageComposer disabled={false} onSend={vi.fn()} />)
    const input = screen.getByPlaceholderText('Type a message...')
    fireEvent.change(input, { target: { value: '💪'.repeat(2000) } })
    expect(input).toHaveValue('💪'.repeat(2000))
    fireEvent.change(input, { target: { value: 'x'.repeat(2001) } })
    expect(input).toHaveValue('x'.repeat(2000))
  })

  it('sends with Enter and starts a new line with Shift+Enter', async () => {
    const onSend = vi.fn(() => Promise.resolve(null))
    render(<MessageComposer disabled={false} onSend={onSend} />)
    const input = screen.getByRole('textbox', { name: 'Message' })
    await userEvent.type(input, 'See you{Shift>}{Enter}{/Shift}at 9')
    expect(input).toHaveValue('See you\nat 9')
    expect(onSend).not.toHaveBeenCalled()
    await userEvent.type(input, '{Enter}')
    expect(onSend).toHaveBeenCalledWith('See you\nat 9')
    await vi.waitFor(() => expect(input).toHaveValue(''))
  })

  it('a refusal only a verified email lifts shows its sentence and offers Resend, not Retry', async () => {
    signInAs(makeUserRecord({ id: 'me', email: 'new@gymbuddy.test', verified: false }))
    const why = 'Verify your email address to start more than 3 new chats a day.'
    const onSend = vi.fn(() => Promise.resolve({ message: why, verifyEmail: true as const }))
    render(<MessageComposer disabled={false} onSend={onSend} />)
    const input = screen.getByRole('textbox', { name: 'Message' })
    await userEvent.type(input, 'Hi coach{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(why)
    expect(input).toHaveValue('Hi coach')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }))
    expect(resendVerification).toHaveBeenCalledWith('new@gymbuddy.test')
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'We sent a new verification link to new@gymbuddy.test.',
      ),
    )
  })

  it('counts the characters left near the limit', () => {
    render(<MessageComposer disabled={false} onSend={vi.fn()} />)
    const input = screen.getByRole('textbox', { name: 'Message' })
    fireEvent.change(input, { target: { value: 'x'.repeat(1700) } })
    expect(screen.queryByText(/characters left/)).toBeNull()
    fireEvent.change(input, { target: { value: 'x'.repeat(1850) } })
    expect(screen.getByText('150 characters left')).toBeInTheDocument()
  })

  it('refuses a paste that would pass the limit, saying its count, and cuts nothing', async () => {
    render(<MessageComposer disabled={false} onSend={vi.fn()} />)
    const input = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement
    fireEvent.change(input, { target: { value: 'Hi ' } })
    input.setSelectionRange(3, 3)
    const paste = createEvent.paste(input, {
      clipboardData: { getData: () => 'y'.repeat(2400) },
    })
    fireEvent(input, paste)
    expect(paste.defaultPrevented).toBe(true)
    expect(input).toHaveValue('Hi ')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not pasted: that text has 2,403 characters, and a message can have at most 2,000.',
    )
    // A paste that fits goes in as usual.
    const small = createEvent.paste(input, { clipboardData: { getData: () => 'there' } })
    fireEvent(input, small)
    expect(small.defaultPrevented).toBe(false)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
