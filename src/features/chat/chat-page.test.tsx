import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatReadRecord, MessageRecord } from '@/lib/types'
import { emitMemberFeed, memberTopicsSubscribed } from '@/testing/member-feed-stub'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeChatRecord, makePerson, makeUserRecord } from '@/testing/user-area-records'
import { ClientResponseError } from 'pocketbase'
import { noteServerReachable, noteServerUnreachable, resetConnection } from '@/lib/connection'
import ChatPage from './chat-page'

// The composer's form code loads after the conversation's first paint (composer-slot.tsx); here it
// is in already, as it is a moment after any chat shows.
beforeAll(() => import('./message-composer'))

/** The message input, once the composer is in and the chat is ready to send. */
const composerInput = () =>
  waitFor(() => {
    const input = screen.getByPlaceholderText('Type a message...')
    expect(input).toBeEnabled()
    return input
  })

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

const chats = () => pbStub.collection('chats')
const messages = () => pbStub.collection('messages')
/** GET /api/gymbuddy/conversations/ann: person, chat and newest page in one answer. */
const conversation = () => pbStub.route('/api/gymbuddy/conversations/ann')
const withAnn = (newest: MessageRecord[], chat = makeChatRecord()) => ({
  person: makePerson('ann', 'Ann Lee'),
  chat,
  messages: newest,
})
const reads = () => pbStub.collection('chat_reads')

function reading(id: string, user: string, lastReadAt: string): ChatReadRecord {
  return {
    id,
    user,
    lastReadAt,
    chat: 'c1',
    created: '',
    updated: '',
    collectionId: 'chat_reads',
    collectionName: 'chat_reads',
  }
}

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

const CHAT_MEMBERS = ['me', 'ann']

function renderChat() {
  const unsubscribe = vi.fn(() => Promise.resolve())
  pbStub.realtime.subscribe.mockResolvedValue(unsubscribe)
  const view = render(
    <MemoryRouter initialEntries={['/user/chat/ann']}>
      <Routes>
        <Route path="/user/chat/:userId" element={<ChatPage />} />
      </Routes>
    </MemoryRouter>,
  )
  return {
    events: userEvent.setup(),
    live: (m: MessageRecord, members = CHAT_MEMBERS) =>
      emitMemberFeed({ collection: 'messages', action: 'create', record: m, members }),
    unsubscribe,
    unmount: view.unmount,
  }
}

/** A request that got no answer (server down), as the SDK throws it. */
const unreachable = () => new ClientResponseError(new TypeError('Failed to fetch'))

describe('ChatPage', () => {
  beforeEach(() => {
    resetPbStub()
    resetConnection()
    signInAs(makeUserRecord({ id: 'me' }))
    conversation().mockResolvedValue(
      withAnn([message('m1', 'ann', 'Hello!', 1), message('m2', 'me', 'Hi Ann', 2)]),
    )
    messages().create.mockImplementation((body: { text: string }) =>
      Promise.resolve(message('m9', 'me', body.text, 9)),
    )
    reads().update.mockImplementation((id: string, body: { lastReadAt: string }) =>
      Promise.resolve(reading(id, 'me', body.lastReadAt)),
    )
  })

  it('opens with one request and shows the history, own messages on the right', async () => {
    renderChat()
    expect(await screen.findByRole('heading', { name: 'Chat with Ann Lee' })).toBeInTheDocument()
    expect(conversation()).toHaveBeenCalledWith({ method: 'GET' })
    const items = within(await screen.findByRole('log', { name: 'Messages' })).getAllByRole(
      'listitem',
    )
    expect(items.map((item) => item.getAttribute('data-own'))).toEqual(['false', 'true'])
    expect(items[0]).toHaveTextContent('Hello!')
    expect(items[1]).toHaveClass('items-end')
  })

  it('offers Report and Block for the other member, and Report on each message they sent', async () => {
    renderChat()
    await screen.findByRole('heading', { name: 'Chat with Ann Lee' })
    expect(screen.getByRole('button', { name: 'Report Ann Lee' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Block Ann Lee' })).toBeVisible()
    const items = within(await screen.findByRole('log', { name: 'Messages' })).getAllByRole(
      'listitem',
    )
    expect(within(items[0]!).getByRole('button', { name: 'Report message' })).toBeVisible()
    expect(within(items[1]!).queryByRole('button', { name: 'Report message' })).toBeNull()
  })

  it('creates no chat by opening one: the first message sent creates it', async () => {
    conversation().mockResolvedValue({ ...withAnn([]), chat: null })
    chats().getFirstListItem.mockRejectedValue(pbError(404))
    chats().create.mockResolvedValue(makeChatRecord())
    const { events } = renderChat()
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument()
    expect(chats().create).not.toHaveBeenCalled()
    await events.type(screen.getByPlaceholderText('Type a message...'), 'Hi there{Enter}')
    expect(await screen.findByText('Hi there')).toBeInTheDocument()
    expect(chats().create).toHaveBeenCalledWith({ user1: 'me', user2: 'ann' })
    expect(messages().create).toHaveBeenCalledWith({ chat: 'c1', sender: 'me', text: 'Hi there' })
  })

  it("a new account's 4th new chat today: the server's sentence shows, with Resend", async () => {
    const why =
      'Verify your email address to start more than 3 new chats a day: until then an account is limited.'
    conversation().mockResolvedValue({ ...withAnn([]), chat: null })
    chats().getFirstListItem.mockRejectedValue(pbError(404))
    chats().create.mockRejectedValue(
      pbError(400, { startedBy: { code: 'validation_verify_email', message: why } }, why),
    )
    const { events } = renderChat()
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument()
    await events.type(screen.getByPlaceholderText('Type a message...'), 'Hi there{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(why)
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument()
    expect(messages().create).not.toHaveBeenCalled()
  })

  it('says a member who does not exist is not found, with a way back and no input', async () => {
    conversation().mockResolvedValue({ person: null, chat: null, messages: [] })
    renderChat()
    expect(await screen.findByRole('heading', { name: 'Member not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Inbox' })).toHaveAttribute(
      'href',
      '/user/inbox',
    )
    expect(screen.queryByPlaceholderText('Type a message...')).not.toBeInTheDocument()
  })

  it('says a member who left GymBuddy has left, with their messages and no Send box', async () => {
    conversation().mockResolvedValue({
      ...withAnn([message('m1', 'ann', 'See you Tuesday')]),
      person: makePerson('ann', 'Former member'),
      left: true,
    })
    renderChat()
    expect(
      await screen.findByRole('heading', { name: 'Chat with Former member' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('See you Tuesday')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('This member has left GymBuddy')
    expect(screen.queryByPlaceholderText('Type a message...')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /send/i })).not.toBeInTheDocument()
  })

  it('says a chat with yourself is not possible, with no input and nothing asked of the server', () => {
    render(
      <MemoryRouter initialEntries={['/user/chat/me']}>
        <Routes>
          <Route path="/user/chat/:userId" element={<ChatPage />} />
        </Routes>
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'This is you' })).toBeInTheDocument()
    expect(
      screen.getByText('You cannot send messages to yourself. Choose someone else to chat with.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Inbox' })).toBeInTheDocument()
    expect(screen.queryByPlaceholderText('Type a message...')).not.toBeInTheDocument()
    expect(pbStub.route('/api/gymbuddy/conversations/me')).not.toHaveBeenCalled()
  })

  it('opens a chat of mine with someone not shown yet, named generically, never by email', async () => {
    conversation().mockResolvedValue({
      person: null,
      chat: makeChatRecord(),
      messages: [message('m1', 'me', 'Anyone there?')],
    })
    renderChat()
    expect(await screen.findByText('Anyone there?')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Chat with GymBuddy member' })).toBeInTheDocument()
    expect(await composerInput()).toBeEnabled()
  })

  it('marks the chat read up to the newest message from the other side', async () => {
    reads().getFullList.mockResolvedValue([reading('r-me', 'me', ''), reading('r-ann', 'ann', '')])
    renderChat()
    await screen.findByText('Hello!')
    await vi.waitFor(() =>
      expect(reads().update).toHaveBeenCalledWith('r-me', {
        lastReadAt: message('m1', 'ann', '', 1).created,
      }),
    )
    expect(screen.queryByText('Seen')).not.toBeInTheDocument()
  })

  it('shows Seen under my last message once the other person has read it, live', async () => {
    const mine = message('m2', 'me', 'Hi Ann', 2)
    reads().getFullList.mockResolvedValue([
      reading('r-me', 'me', mine.created),
      reading('r-ann', 'ann', message('m1', 'ann', '', 1).created),
    ])
    renderChat()
    await screen.findByText('Hi Ann')
    expect(screen.queryByText('Seen')).not.toBeInTheDocument()
    act(() =>
      emitMemberFeed({
        collection: 'chat_reads',
        action: 'update',
        record: reading('r-ann', 'ann', mine.created),
        members: CHAT_MEMBERS,
      }),
    )
    const items = within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem')
    expect(items[1]).toHaveTextContent('Seen')
    expect(reads().update).not.toHaveBeenCalled()
  })

  it('sends with Enter and with the Send button, and ignores blank text', async () => {
    const { events } = renderChat()
    await screen.findByText('Hello!')
    const input = await composerInput()
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
    await screen.findByText('Hello!')
    const input = await composerInput()
    await events.type(input, 'Hello again{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not sent: Too long.')
    expect(input).toHaveValue('Hello again')
  })

  it('shows a new message from the other side live, once, and unsubscribes when left', async () => {
    const { live, unsubscribe, unmount } = renderChat()
    await screen.findByText('Hello!')
    expect(memberTopicsSubscribed()).toEqual(['gymbuddy/member/me'])
    act(() => live(message('m3', 'ann', 'Running late', 3)))
    act(() => live(message('m3', 'ann', 'Running late', 3)))
    expect(screen.getAllByText('Running late')).toHaveLength(1)
    // A message of my chat with someone else stays out of this one.
    act(() => live({ ...message('m4', 'bob', 'Other chat', 4), chat: 'c2' }, ['me', 'bob']))
    expect(screen.queryByText('Other chat')).not.toBeInTheDocument()
    unmount()
    await vi.waitFor(() => expect(unsubscribe).toHaveBeenCalled())
  })

  it('says a chat that could not be opened failed, not empty, and opens it when the server is back', async () => {
    conversation().mockRejectedValueOnce(unreachable())
    renderChat()
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent("Couldn't load this conversation.")
    expect(failure).toHaveTextContent("Can't reach GymBuddy right now.")
    expect(screen.queryByText('No messages yet. Say hello!')).not.toBeInTheDocument()
    expect(screen.getByPlaceholderText('Type a message...')).toBeDisabled()
    act(() => {
      noteServerUnreachable()
      noteServerReachable()
    })
    expect(await screen.findByText('Hello!')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Type a message...')).toBeEnabled()
  })

  it('opens a failed chat again with Retry', async () => {
    conversation().mockRejectedValueOnce(unreachable())
    const { events } = renderChat()
    await events.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Hello!')).toBeInTheDocument()
  })

  it('keeps a message that could not be sent and sends it with Retry', async () => {
    messages().create.mockRejectedValueOnce(unreachable())
    const { events } = renderChat()
    await screen.findByText('Hello!')
    const input = await composerInput()
    await events.type(input, 'Are you free?{Enter}')
    expect(await screen.findByText(/Can't reach GymBuddy/)).toBeInTheDocument()
    expect(input).toHaveValue('Are you free?')
    await events.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Are you free?')).toBeInTheDocument()
    expect(input).toHaveValue('')
    expect(messages().create).toHaveBeenCalledTimes(2)
  })

  it('shows times in SGT and makes web links clickable, opening safely in a new tab', async () => {
    conversation().mockResolvedValue(
      withAnn([message('m1', 'ann', 'Map: https://example.com/gym. See you', 1)]),
    )
    renderChat()
    const link = await screen.findByRole('link', { name: 'https://example.com/gym' })
    expect(link).toHaveAttribute('href', 'https://example.com/gym')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText('10:00 SGT')).toBeInTheDocument()
    expect(screen.getByText('Sunday, 1 March 2026')).toBeInTheDocument()
  })

  it('opens on the newest page and adds the earlier one above it, saying so while it loads', async () => {
    const newest = Array.from({ length: 50 }, (_, k) =>
      message(`n${k}`, k % 2 ? 'me' : 'ann', `Newer ${k}`, 59 - k),
    )
    let answerEarlier: (page: { items: MessageRecord[] }) => void = () => {}
    conversation().mockResolvedValue(withAnn([...newest].reverse()))
    messages().getList.mockImplementationOnce(
      () => new Promise((resolve) => (answerEarlier = resolve)),
    )
    renderChat()
    await screen.findByText('Newer 0')
    // jsdom lays nothing out, so the list "fits" and the earlier page is asked for at once.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading earlier messages…')
    const [earlierCall] = messages().getList.mock.calls
    expect(earlierCall?.[2]).toMatchObject({
      filter:
        'chat = "c1" && created <= "2026-03-01 02:00:10.000Z" && (created < "2026-03-01 02:00:10.000Z" || id < "n49")',
      sort: '-created,-id',
    })
    await act(async () =>
      answerEarlier({
        items: [message('o2', 'ann', 'Older 2', 2), message('o1', 'me', 'Older 1', 1)],
      }),
    )
    const items = within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem')
    expect(items).toHaveLength(52)
    expect(items[0]).toHaveTextContent('Older 1')
    expect(items[1]).toHaveTextContent('Older 2')
    expect(items[2]).toHaveTextContent('Newer 49')
    // A short page is the start of the chat: nothing more is asked for, nothing more is said.
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(messages().getList).toHaveBeenCalledTimes(1)
  })
})
