import '@/testing/dom-polyfills'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeUserRecord } from '@/testing/user-area-records'
import { MemberSafetyActions } from './member-safety-actions'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const blocks = () => pbStub.collection('blocks')

function renderActions(onBlocked = vi.fn()) {
  signInAs(makeUserRecord({ id: 'me' }))
  render(
    <MemberSafetyActions
      memberId="sam"
      memberName="Sam Tan"
      subject={{ booking: 'b1' }}
      onBlocked={onBlocked}
    />,
  )
  return { user: userEvent.setup({ delay: null }), onBlocked }
}

describe('MemberSafetyActions', () => {
  beforeEach(() => resetPbStub())
  afterEach(() => vi.clearAllMocks())

  it('names both buttons after the member; Report reports the record it sits on', async () => {
    pbStub.collection('reports').create.mockResolvedValue({ id: 'r1' })
    const { user } = renderActions()
    await user.click(screen.getByRole('button', { name: 'Report Sam Tan' }))
    expect(screen.getByRole('dialog', { name: 'Report Sam Tan' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Send report' }))
    expect(pbStub.collection('reports').create).toHaveBeenCalledWith(
      expect.objectContaining({ booking: 'b1', kind: 'harassment' }),
    )
  })

  it('Block says what it does, blocks on confirm and lets the screen reload', async () => {
    blocks().create.mockResolvedValue({ id: 'k1' })
    const { user, onBlocked } = renderActions()
    await user.click(screen.getByRole('button', { name: 'Block Sam Tan' }))
    const dialog = screen.getByRole('dialog', { name: 'Block Sam Tan?' })
    expect(dialog).toHaveAccessibleDescription(/They are not told/)
    await user.click(screen.getByRole('button', { name: 'Block' }))
    expect(blocks().create).toHaveBeenCalledWith({ blocker: 'me', blocked: 'sam' })
    expect(toast.success).toHaveBeenCalledWith('Sam Tan is blocked.')
    expect(onBlocked).toHaveBeenCalled()
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('Cancel blocks nobody; a refusal stays in the dialog', async () => {
    blocks().create.mockRejectedValue(
      pbError(400, {
        blocked: {
          code: 'validation_already_blocked',
          message: 'You have already blocked this member.',
        },
      }),
    )
    const { user, onBlocked } = renderActions()
    await user.click(screen.getByRole('button', { name: 'Block Sam Tan' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(blocks().create).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Block Sam Tan' }))
    await user.click(screen.getByRole('button', { name: 'Block' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already blocked this member.',
    )
    expect(onBlocked).not.toHaveBeenCalled()
  })
})
