import '@/testing/dom-polyfills'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '@/lib/toast'
import { pbStub, resetPbStub } from '@/testing/pb-stub'
import { BlockedMembersSection } from './blocked-members-section'
import { MyReportsSection } from './my-reports-section'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const block = (id: string, blockedName: string) => ({
  id,
  blocker: 'me',
  blocked: `u-${id}`,
  blockedName,
  created: '2026-11-20 04:00:00.000Z',
})

describe('the account screen’s safety sections', () => {
  beforeEach(() => resetPbStub())
  afterEach(() => vi.clearAllMocks())

  it('Blocked members lists each with Unblock, and Unblock removes the row', async () => {
    pbStub
      .collection('blocks')
      .getFullList.mockResolvedValue([block('k1', 'Sam Tan'), block('k2', '')])
    pbStub.collection('blocks').delete.mockResolvedValue(true)
    render(<BlockedMembersSection />)
    const region = screen.getByRole('region', { name: 'Blocked members' })
    expect(await within(region).findByText('Sam Tan')).toBeVisible()
    expect(within(region).getByText('Former member')).toBeVisible()
    await userEvent.click(within(region).getByRole('button', { name: 'Unblock Sam Tan' }))
    expect(pbStub.collection('blocks').delete).toHaveBeenCalledWith('k1')
    expect(within(region).queryByText('Sam Tan')).not.toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('Sam Tan is unblocked.')
  })

  it('says so when nobody is blocked, and offers Try again when the list fails', async () => {
    pbStub.collection('blocks').getFullList.mockRejectedValueOnce(new Error('down'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<BlockedMembersSection />)
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('You have not blocked anyone.')).toBeVisible()
  })

  it('My reports shows whom, what and its status in words', async () => {
    pbStub.collection('reports').getFullList.mockResolvedValue([
      {
        id: 'r1',
        kind: 'harassment',
        status: 'open',
        targetName: 'Sam Tan',
        created: '2026-11-20 04:00:00.000Z',
      },
      {
        id: 'r2',
        kind: 'spam',
        status: 'dismissed',
        targetName: 'Lee',
        created: '2026-11-19 04:00:00.000Z',
      },
    ])
    render(<MyReportsSection />)
    const region = screen.getByRole('region', { name: 'My reports' })
    const rows = await within(region).findAllByRole('listitem')
    expect(rows[0]).toHaveTextContent(/Sam Tan · Harassment or bullying.*Waiting for our team/)
    expect(rows[1]).toHaveTextContent(/Lee · Spam or a scam.*Looked at: no action needed/)
  })
})
