import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MessageRecord } from '@/lib/types'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeChatRecord, makePerson, makeUserRecord } from '@/testing/user-area-records'
import ChatPage from './ChatPage'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

const chats = () => pbStub.collection('chats')
const messages = () => pbStub.collection('messages')

function message(id: string, sender: string, text: string, second = 0): MessageRecord {
  const created = `2026-03-01 02:00:${String(second).padStart(2, '0')}.000Z`
  return {
    id,
    sender,
    text,
    chat: 'c1',
    created,
    updated: created,
    collectionId: 'messages',
    collectionName: 'messages',
  }
}

type Live = (event: { action: string; record: MessageRecord }) => void

function renderChat() {
  let live: Live = () => {}
  const unsubscribe = vi.fn(() => Promise.resolve())
  messages().subscribe.mockImplementation((_topic: string, callback: Live) => {
    live = callback
    return Promise.resolve(unsubscribe)
  })
  const view = render(
    <MemoryRouter initialEntries={['/user/chat/ann']}>
      <Routes>
        <Route path="/user/chat/:userId" element={<ChatPage />} />
      </Routes>
    </MemoryRouter>,
  )
  return {
    events: userEvent.setup(),
    live: (m: MessageRecord) => live({ action: 'create', record: m }),
    unsubscribe,
    unmount: view.unmount,
  }
}

describe('ChatPage', () => {
  beforeEach(() => {
    resetPbStub()
    signInAs(makeUserRecord({ id: 'me' }))
    pbStub.collection('users_view').getOne.mockResolvedValue(makePerson('ann', 'Ann Lee'))
    chats().getFirstListItem.mockResolvedValue(makeChatRecord())
    messages().getList.mockResolvedValue({
      items: [message('m2', 'me', 'Hi Ann', 2), message('m1', 'ann', 'Hello!', 1)],
    })
    messages().create.mockImplementation((body: { text: string }) =>
      Promise.resolve(message('m9', 'me', body.text, 9)),
    )
  })

  it('finds the chat in either order and shows the history, own messages on the right', async () => {
    renderChat()
    expect(await screen.findByRole('heading', { name: 'Chat with Ann Lee' })).toBeInTheDocument()
    expect(chats().getFirstListItem).toHaveBeenCalledWith(
      '(user1 = "me" && user2 = "ann") || (user1 = "ann" && user2 = "me")',
    )
    const items = within(await screen.findByRole('log', { name: 'Messages' })).getAllByRole(
      'listitem',
    )
    expect(items.map((item) => item.getAttribute('data-own'))).toEqual(['false', 'true'])
    expect(items[0]).toHaveTextContent('Hello!')
    expect(items[1]).toHaveClass('items-end')
  })

  it('creates the chat when the lookup answers 404', async () => {
    chats().getFirstListItem.mockRejectedValue(pbError(404))
    chats().create.mockResolvedValue(makeChatRecord())
    renderChat()
    expect(await screen.findByText('Hello!')).toBeInTheDocument()
    expect(chats().create).toHaveBeenCalledWith({ user1: 'me', user2: 'ann' })
  })

  it('sends with Enter and with the Send button, and ignores blank text', async () => {
    const { events } = renderChat()
    const input = await screen.findByPlaceholderText('Type a message...')
    await screen.findByText('Hello!')
    await events.type(input, '   {Enter}')
    expect(messages().create).not.toHaveBeenCalled()
    await events.clear(input)
    await events.type(input, 'See you at 9{Enter}')
    expect(messages().create).toHaveBeenCalledWith({
      chat: 'c1',
      sender: 'me',
      text: 'See you at 9',
    })
    expect(await screen.findByText('See you at 9')).toBeInTheDocument()
    expect(input).toHaveValue('')
    await events.type(input, '<b>bold</b>')
    await events.click(screen.getByRole('button', { name: 'Send' }))
    expect(messages().create).toHaveBeenCalledTimes(2)
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument()
  })

  it('keeps the typed text and says why when sending fails', async () => {
    messages().create.mockRejectedValue(
      pbError(400, { text: { code: 'validation_too_long', message: 'Too long.' } }),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { events } = renderChat()
    const input = await screen.findByPlaceholderText('Type a message...')
    await screen.findByText('Hello!')
    await events.type(input, 'Hello again{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not sent: Too long.')
    expect(input).toHaveValue('Hello again')
  })

  it('shows a new message from the other side live, once, and unsubscribes when left', async () => {
    const { live, unsubscribe, unmount } = renderChat()
    await screen.findByText('Hello!')
    expect(messages().subscribe).toHaveBeenCalledWith('*', expect.any(Function), {
      filter: 'chat = "c1"',
    })
    act(() => live(message('m3', 'ann', 'Running late', 3)))
    act(() => live(message('m3', 'ann', 'Running late', 3)))
    expect(screen.getAllByText('Running late')).toHaveLength(1)
    unmount()
    expect(unsubscribe).toHaveBeenCalled()
  })
})
