import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MessageRecord } from '@/lib/types'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { makeChatRecord, makePerson, makeUserRecord } from '@/testing/user-area-records'
import { resetConnection } from '@/lib/connection'
import { loader } from './chat-loader'
import ChatPage from './chat-page'
import type { ConversationData } from './conversation-data'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

const conversation = () => pbStub.route('/api/gymbuddy/conversations/ann')

function message(id: string, sender: string, text: string, second: number): MessageRecord {
  const created = `2026-03-01 02:00:${String(second).padStart(2, '0')}.000Z`
  return {
    ...{ id, sender, text, chat: 'c1', created, updated: created },
    ...{ collectionId: 'messages', collectionName: 'messages' },
  }
}

function renderChat(loaderData: ConversationData | null) {
  pbStub.realtime.subscribe.mockResolvedValue(vi.fn(() => Promise.resolve()))
  render(
    <MemoryRouter initialEntries={['/user/chat/ann']}>
      <Routes>
        <Route path="/user/chat/:userId" element={<ChatPage loaderData={loaderData} />} />
      </Routes>
    </MemoryRouter>,
  )
}

const shownTexts = () =>
  within(screen.getByRole('log', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('chat loader', () => {
  beforeEach(() => {
    resetPbStub()
    resetConnection()
    signInAs(makeUserRecord({ id: 'me' }))
    conversation().mockResolvedValue({
      person: makePerson('ann', 'Ann Lee'),
      chat: makeChatRecord(),
      messages: [message('m1', 'ann', 'Hello!', 1)],
    })
  })

  it("fetches the route's person, chat and newest page for the signed-in member", async () => {
    const data = await loader({ userId: 'ann' })
    expect(data).toMatchObject({ me: 'me', otherUserId: 'ann', chat: { id: 'c1' } })
    expect(data?.person?.name).toBe('Ann Lee')
    expect(data?.messages.map((m) => m.text)).toEqual(['Hello!'])
    expect(conversation()).toHaveBeenCalledTimes(1)
  })

  it('answers "no such member" with no chat and no messages', async () => {
    pbStub.route('/api/gymbuddy/conversations/ghost').mockResolvedValue({
      person: null,
      chat: null,
      messages: [],
    })
    expect(await loader({ userId: 'ghost' })).toMatchObject({ person: null, messages: [] })
  })

  it('fetches nothing for a visitor', async () => {
    pbStub.authStore.clear()
    expect(await loader({ userId: 'ann' })).toBeNull()
    expect(conversation()).not.toHaveBeenCalled()
  })

  it("opens on the loader's messages at once, then catches up on what came meanwhile", async () => {
    let answer: (data: { messages: MessageRecord[] }) => void = () => {}
    conversation().mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderChat({
      me: 'me',
      otherUserId: 'ann',
      person: makePerson('ann', 'Ann Lee'),
      chat: makeChatRecord(),
      messages: [message('m1', 'ann', 'Hello!', 1)],
    })
    expect(screen.getByRole('heading', { name: 'Chat with Ann Lee' })).toBeInTheDocument()
    expect(shownTexts()).toEqual([expect.stringContaining('Hello!')])
    // Sent between the loader's request and the live subscription: the catch-up brings it.
    await vi.waitFor(() => expect(conversation()).toHaveBeenCalled())
    await act(async () =>
      answer({
        ...{ person: makePerson('ann', 'Ann Lee'), chat: makeChatRecord() },
        messages: [message('m1', 'ann', 'Hello!', 1), message('m2', 'ann', 'Are you there?', 2)],
      }),
    )
    await screen.findByText('Are you there?')
    expect(shownTexts()).toHaveLength(2)
  })

  it('starts over from the newest page when more than a page came meanwhile, never showing a gap', async () => {
    // 50 newer messages (the page is full) and none of them shown: some may lie between.
    const newer = Array.from({ length: 50 }, (_, i) =>
      message(`n${i + 10}`, 'ann', `New ${i + 10}`, i + 10),
    )
    const missed = message('m5', 'ann', 'Missed in between', 5)
    pbStub.collection('messages').getList.mockResolvedValue({
      items: [missed, message('m1', 'ann', 'Hello!', 1)],
    })
    conversation().mockResolvedValue({
      ...{ person: makePerson('ann', 'Ann Lee'), chat: makeChatRecord() },
      messages: newer,
    })
    renderChat({
      me: 'me',
      otherUserId: 'ann',
      person: makePerson('ann', 'Ann Lee'),
      chat: makeChatRecord(),
      messages: [message('m1', 'ann', 'Hello!', 1)],
    })
    // The older ones page in above the newest page (jsdom cannot scroll: at once), the missed
    // message included, in order.
    await screen.findByText('Missed in between')
    const texts = shownTexts()
    expect(texts).toHaveLength(52)
    expect(texts[0]).toContain('Hello!')
    expect(texts[1]).toContain('Missed in between')
    expect(texts[2]).toContain('New 10')
    expect(pbStub.collection('messages').getList).toHaveBeenCalledWith(
      1,
      50,
      expect.objectContaining({ sort: '-created,-id' }),
    )
  })

  it('says "not found" at once when the loader found no such member', () => {
    renderChat({ me: 'me', otherUserId: 'ann', person: null, chat: null, messages: [] })
    expect(screen.getByRole('heading', { name: 'Member not found' })).toBeInTheDocument()
  })

  it("ignores another member's data (someone else signed in meanwhile)", async () => {
    renderChat({
      me: 'someone-else',
      otherUserId: 'ann',
      person: makePerson('ann', 'Ann Lee'),
      chat: makeChatRecord(),
      messages: [message('m7', 'ann', 'Private words', 7)],
    })
    expect(await screen.findByText('Hello!')).toBeInTheDocument()
    expect(screen.queryByText('Private words')).not.toBeInTheDocument()
  })
})
