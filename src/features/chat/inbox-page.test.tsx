import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { emitMemberFeed, memberTopicsSubscribed } from '@/testing/member-feed-stub'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { makeChatRecord, makeUserRecord } from '@/testing/user-area-records'
import type { InboxViewRecord } from '@/lib/types'
import { ClientResponseError } from 'pocketbase'
import { noteServerReachable, noteServerUnreachable, resetConnection } from '@/lib/connection'
import { loader, type InboxLoaderData } from './inbox-loader'
import InboxPage from './inbox-page'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

function inboxRow(
  id: string,
  [user1, user1Name]: [string, string],
  [user2, user2Name]: [string, string],
  fields: Partial<InboxViewRecord> = {},
): InboxViewRecord {
  return {
    id,
    collectionId: 'inbox_view_id',
    collectionName: 'inbox_view',
    updated: '2026-03-01 09:00:00.000Z',
    user1,
    user2,
    startedBy: user1,
    user1Name,
    user1Avatar: '',
    user2Name,
    user2Avatar: '',
    lastMessageText: '',
    lastMessageSender: '',
    lastMessageAt: '',
    ...fields,
  }
}

function renderInbox(loaderData?: InboxLoaderData | null) {
  render(
    <MemoryRouter>
      <InboxPage loaderData={loaderData} />
    </MemoryRouter>,
  )
}

describe('InboxPage', () => {
  beforeEach(() => {
    resetPbStub()
    resetConnection()
    signInAs(makeUserRecord({ id: 'me' }))
  })

  it('reads Loading chats... and then No conversations yet', async () => {
    renderInbox()
    expect(screen.getByRole('status')).toHaveTextContent('Loading chats...')
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument()
  })

  it('lists conversations with one request in all, linking to the other person', async () => {
    pbStub.route('/api/gymbuddy/inbox').mockResolvedValue([
      inboxRow('c1', ['me', 'Me'], ['ann', 'Ann Lee'], {
        lastMessageText: 'See you at 9',
        lastMessageSender: 'me',
        lastMessageAt: new Date().toISOString(),
      }),
      inboxRow('c2', ['bob', ''], ['me', 'Me']),
    ])
    renderInbox()

    const ann = await screen.findByRole('link', { name: /Ann Lee/ })
    expect(ann).toHaveAttribute('href', '/user/chat/ann')
    expect(ann).toHaveTextContent('See you at 9')
    expect(ann).toHaveTextContent('You')
    expect(ann).toHaveTextContent('less than a minute ago')
    // Bob has not written yet: no name and no email, a generic one instead.
    const bob = screen.getByRole('link', { name: /GymBuddy member/ })
    expect(bob).toHaveAttribute('href', '/user/chat/bob')
    expect(bob).toHaveTextContent('Start a conversation')
    expect(bob).not.toHaveTextContent('You')

    expect(pbStub.route('/api/gymbuddy/inbox')).toHaveBeenCalledTimes(1)
    expect(pbStub.route('/api/gymbuddy/inbox')).toHaveBeenCalledWith({ method: 'GET' })
    expect(pbStub.collection('chats').getFullList).not.toHaveBeenCalled()
    expect(pbStub.collection('users_view').getFullList).not.toHaveBeenCalled()
    expect(pbStub.collection('messages').getFirstListItem).not.toHaveBeenCalled()
    expect(memberTopicsSubscribed()).toEqual(['gymbuddy/member/me'])
  })

  it('shows each chat’s unread count, all counts from one request, live', async () => {
    pbStub
      .route('/api/gymbuddy/inbox')
      .mockResolvedValue([
        inboxRow('c1', ['me', 'Me'], ['ann', 'Ann Lee']),
        inboxRow('c2', ['bob', 'Bob Tan'], ['me', 'Me']),
      ])
    const unread = pbStub.route('/api/gymbuddy/unread')
    unread.mockResolvedValue([{ chat: 'c2', unread: 3 }])
    renderInbox()

    const bob = await screen.findByRole('link', { name: /Bob Tan.*3 unread messages/ })
    expect(bob).toHaveTextContent('3')
    expect(screen.getByRole('link', { name: /Ann Lee/ })).not.toHaveTextContent(/unread/)
    expect(unread).toHaveBeenCalledTimes(1)
    expect(unread).toHaveBeenCalledWith({ method: 'GET' })

    unread.mockResolvedValue([{ chat: 'c1', unread: 1 }])
    emitMemberFeed({
      collection: 'messages',
      action: 'create',
      record: {
        id: 'm1',
        chat: 'c1',
        sender: 'ann',
        text: 'Hi',
        created: '',
        updated: '',
        collectionId: 'messages',
        collectionName: 'messages',
      },
      members: ['me', 'ann'],
    })
    expect(
      await screen.findByRole('link', { name: /Ann Lee.*1 unread message/ }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Bob Tan/ })).not.toHaveTextContent(/unread/)
  })

  it("shows the conversations the route's loader fetched at once, without asking again", async () => {
    pbStub
      .route('/api/gymbuddy/inbox')
      .mockResolvedValue([inboxRow('c1', ['me', 'Me'], ['ann', 'Ann Lee'])])
    renderInbox(await loader())

    expect(screen.queryByText('Loading chats...')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Ann Lee/ })).toHaveAttribute('href', '/user/chat/ann')
    expect(pbStub.route('/api/gymbuddy/inbox')).toHaveBeenCalledTimes(1)
    expect(memberTopicsSubscribed()).toEqual(['gymbuddy/member/me'])
  })

  it("asks again when the loader's answer was another member's", async () => {
    const inbox = pbStub.route('/api/gymbuddy/inbox')
    inbox.mockResolvedValue([])
    const chats = [inboxRow('c9', ['other', 'Other'], ['ann', 'Ann Lee'])]
    renderInbox({ me: 'other', chats })
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Ann Lee/ })).not.toBeInTheDocument()
    expect(inbox).toHaveBeenCalledTimes(1)
  })

  it("loads again when a chat changes after the loader's first answer", async () => {
    const inbox = pbStub.route('/api/gymbuddy/inbox')
    inbox.mockResolvedValue([inboxRow('c1', ['me', 'Me'], ['ann', 'Ann Lee'])])
    renderInbox(await loader())
    await vi.waitFor(() => expect(memberTopicsSubscribed()).toEqual(['gymbuddy/member/me']))
    const onChange = () =>
      emitMemberFeed({
        collection: 'chats',
        action: 'update',
        record: makeChatRecord({ id: 'c2' }),
      })

    inbox.mockResolvedValue([
      inboxRow('c2', ['bob', 'Bob Tan'], ['me', 'Me']),
      inboxRow('c1', ['me', 'Me'], ['ann', 'Ann Lee']),
    ])
    onChange()
    expect(await screen.findByRole('link', { name: /Bob Tan/ })).toBeInTheDocument()
    expect(inbox).toHaveBeenCalledTimes(2)
  })

  it('offers a client the next step when the inbox is empty', async () => {
    renderInbox()
    expect(await screen.findByRole('link', { name: 'Find a gym buddy' })).toHaveAttribute(
      'href',
      '/find-gym-buddy',
    )
  })

  it('says the inbox failed to load, never "No conversations yet", and reloads when the server is back', async () => {
    pbStub
      .route('/api/gymbuddy/inbox')
      .mockRejectedValueOnce(new ClientResponseError(new TypeError('Failed to fetch')))
    renderInbox()
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load your conversations.")
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.queryByText('No conversations yet')).not.toBeInTheDocument()
    act(() => {
      noteServerUnreachable()
      noteServerReachable()
    })
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument()
  })
})
