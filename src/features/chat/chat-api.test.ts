import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { openChat } from './chat-api'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

const chats = () => pbStub.collection('chats')
const WHY = 'Verify your email address to start more than 3 new chats a day.'

describe('openChat', () => {
  beforeEach(() => {
    resetPbStub()
    chats().getFirstListItem.mockRejectedValueOnce(pbError(404))
  })

  it('takes the chat the other side created at the same moment', async () => {
    chats().create.mockRejectedValue(
      pbError(400, { user2: { code: 'validation_chat_exists', message: 'exists' } }),
    )
    chats().getFirstListItem.mockResolvedValueOnce({ id: 'c1' })
    await expect(openChat('me', 'them')).resolves.toEqual({ id: 'c1' })
  })

  it("passes on a new account's refusal to start another chat today, with its reason", async () => {
    const refusal = pbError(400, { startedBy: { code: 'validation_verify_email', message: WHY } })
    chats().create.mockRejectedValue(refusal)
    await expect(openChat('me', 'them')).rejects.toBe(refusal)
    expect(chats().getFirstListItem).toHaveBeenCalledTimes(1)
  })
})
