import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { makeChatRecord, makePerson, makeUserRecord } from '@/testing/user-area-records'
import InboxPage from './InboxPage'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

function renderInbox() {
  render(
    <MemoryRouter>
      <InboxPage />
    </MemoryRouter>,
  )
}

describe('InboxPage', () => {
  beforeEach(() => {
    resetPbStub()
    signInAs(makeUserRecord({ id: 'me' }))
  })

  it('reads Loading chats... and then No conversations yet', async () => {
    renderInbox()
    expect(screen.getByRole('status')).toHaveTextContent('Loading chats...')
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument()
  })

  it('lists conversations with two requests in all, linking to the other person', async () => {
    pbStub.collection('chats').getFullList.mockResolvedValue([
      makeChatRecord({
        id: 'c1',
        user1: 'me',
        user2: 'ann',
        lastMessageText: 'See you at 9',
        lastMessageSender: 'me',
        lastMessageAt: new Date().toISOString(),
      }),
      makeChatRecord({ id: 'c2', user1: 'bob', user2: 'me' }),
    ])
    pbStub
      .collection('users_view')
      .getFullList.mockResolvedValue([makePerson('ann', 'Ann Lee'), makePerson('bob', '')])
    renderInbox()

    const ann = await screen.findByRole('link', { name: /Ann Lee/ })
    expect(ann).toHaveAttribute('href', '/user/chat/ann')
    expect(ann).toHaveTextContent('See you at 9')
    expect(ann).toHaveTextContent('You')
    expect(ann).toHaveTextContent('less than a minute ago')
    const bob = screen.getByRole('link', { name: /bob@example.sg/ })
    expect(bob).toHaveAttribute('href', '/user/chat/bob')
    expect(bob).toHaveTextContent('Start a conversation')
    expect(bob).not.toHaveTextContent('You')

    expect(pbStub.collection('chats').getFullList).toHaveBeenCalledWith({
      filter: 'user1 = "me" || user2 = "me"',
      sort: '-updated',
    })
    expect(pbStub.collection('users_view').getFullList).toHaveBeenCalledTimes(1)
    expect(pbStub.collection('messages').getFirstListItem).not.toHaveBeenCalled()
    expect(pbStub.collection('chats').subscribe).toHaveBeenCalledWith('*', expect.any(Function))
  })
})
