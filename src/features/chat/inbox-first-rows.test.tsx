import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetConnection } from '@/lib/connection'
import type { InboxViewRecord } from '@/lib/types'
import { resetPbStub, signInAs } from '@/testing/pb-stub'
import { makeUserRecord } from '@/testing/user-area-records'
import InboxPage from './inbox-page'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

function chat(k: number): InboxViewRecord {
  const other = `u${k}`
  return {
    ...{ id: `c${k}`, collectionId: 'inbox_view_id', collectionName: 'inbox_view' },
    ...{ created: '', updated: '', user1: 'me', user2: other },
    ...{ startedBy: 'me', user1Name: 'Me', user1Avatar: '' },
    ...{ user2Name: `Member ${k}`, user2Avatar: '' },
    ...{ lastMessageText: '', lastMessageSender: '', lastMessageAt: '' },
  }
}

const rowLinks = () =>
  screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/user/chat/'))

describe('a long inbox', () => {
  beforeEach(() => {
    resetPbStub()
    resetConnection()
    signInAs(makeUserRecord({ id: 'me' }))
  })

  it('paints a screenful of rows first, newest first, then every conversation', async () => {
    const chats = Array.from({ length: 200 }, (_, k) => chat(k))
    render(
      <MemoryRouter>
        <InboxPage loaderData={{ me: 'me', chats }} />
      </MemoryRouter>,
    )
    const first = rowLinks()
    expect(first.length).toBeGreaterThan(0)
    expect(first.length).toBeLessThan(200)
    expect(first[0]).toHaveAttribute('href', '/user/chat/u0')
    await vi.waitFor(() => expect(rowLinks()).toHaveLength(200), { timeout: 10_000 })
    expect(rowLinks()[199]).toHaveAttribute('href', '/user/chat/u199')
  })
})
