import '@/testing/dom-polyfills'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { SUMMARY, person, renderDesk } from './ops-test-support'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

const HOUR = 3_600_000
const reports = () => pbStub.collection('reports')

function report(id: string, hoursAgo: number, extra: object = {}) {
  return {
    id,
    created: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    kind: 'harassment',
    reporter: 'c1',
    target: 't1',
    text: 'He keeps messaging me at night.',
    expand: { reporter: person('c1', 'Ann Lee'), target: person('t1', 'Marcus Lim') },
    ...extra,
  }
}

describe('the operator desk', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetPbStub()
    vi.clearAllMocks()
  })

  it('answers a visitor with the 404 page, without asking the server', async () => {
    renderDesk({ signedOut: true })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    expect(pbStub.send).not.toHaveBeenCalled()
  })

  it('answers a member who is no operator with the 404 page (the summary says 404)', async () => {
    renderDesk({ summary: pbError(404, {}, 'The requested resource wasn’t found.') })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
  })

  it('shows an operator five tabs, the open counts on them, Reports first', async () => {
    renderDesk({ summary: { openReports: 2, pendingCredentials: 1, openDisputes: 0 } })
    const tabs = within(await screen.findByRole('tablist', { name: 'Operator desk' }))
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Reports (2)',
      'Credentials (1)',
      'Disputes',
      'Members',
      'Log',
    ])
    expect(tabs.getByRole('tab', { name: 'Reports (2)' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Reports (2)')
  })

  it('moves between tabs with the arrow keys, and into the panel with Tab', async () => {
    const user = renderDesk()
    const reportsTab = await screen.findByRole('tab', { name: 'Reports' })
    reportsTab.focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Credentials' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Log' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Log' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('heading', { name: 'Log' })).toBeVisible()
    await user.keyboard('{Tab}')
    expect(screen.getByRole('tabpanel')).toHaveFocus()
  })

  it('lists open reports oldest first, with their age and the 24-hour mark', async () => {
    reports().getList.mockResolvedValue({
      items: [report('r1', 30), report('r2', 2, { kind: 'spam', text: '' })],
      totalItems: 2,
    })
    renderDesk()
    const cards = await screen.findAllByRole('article')
    expect(reports().getList).toHaveBeenCalledWith(1, 100, {
      sort: 'created',
      filter: 'status = "open"',
      expand: 'reporter,target,review',
    })
    expect(within(cards[0]).getByRole('heading')).toHaveTextContent('Harassment: Marcus Lim')
    expect(cards[0]).toHaveTextContent('Over 24 h')
    expect(cards[0]).toHaveTextContent('30 h old')
    expect(cards[0]).toHaveTextContent('Reported by Ann Lee about Marcus Lim')
    expect(cards[1]).toHaveTextContent('Due in 22 h')
  })

  it('shows a message report’s evidence, the reported message marked', async () => {
    const line = (id: string, text: string, reported = false) => ({
      id,
      sender: 't1',
      senderName: 'Marcus Lim',
      text,
      created: '2026-11-28 14:00:00.000Z',
      reported,
    })
    reports().getList.mockResolvedValue({
      items: [report('r1', 1, { evidence: [line('m1', 'hi'), line('m2', 'answer me now', true)] })],
      totalItems: 1,
    })
    const user = renderDesk()
    await user.click(await screen.findByText('Chat evidence (2 messages)'))
    const lines = screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('Marcus'))
    expect(lines.at(-1)).toHaveTextContent('reported message')
    expect(lines.at(-1)).toHaveTextContent('answer me now')
  })

  it('names the reported session in Singapore time, where and in what state', async () => {
    const session = {
      datetime: '2026-12-02 11:00:00.000Z',
      venue: 'Bishan Park',
      status: 'confirmed',
    }
    reports().getList.mockResolvedValue({
      items: [report('r1', 2, { booking: 'b1', session })],
      totalItems: 1,
    })
    renderDesk()
    expect(await screen.findByText(/^Session:/)).toHaveTextContent(
      'Session: Wed 2 Dec, 19:00 at Bishan Park (confirmed)',
    )
  })

  it('asks for a resolution before closing a report, then saves it and reloads the list', async () => {
    reports().getList.mockResolvedValueOnce({ items: [report('r1', 3)], totalItems: 1 })
    reports().update.mockResolvedValue({})
    const user = renderDesk({ summary: { openReports: 1, pendingCredentials: 0, openDisputes: 0 } })
    await user.click(await screen.findByRole('button', { name: 'Mark actioned' }))
    const dialog = await screen.findByRole('dialog', { name: 'Close this report as actioned' })
    await user.click(within(dialog).getByRole('button', { name: 'Mark actioned' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Write the resolution')
    expect(within(dialog).getByRole('textbox', { name: 'Resolution' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(reports().update).not.toHaveBeenCalled()

    pbStub
      .route(SUMMARY)
      .mockResolvedValue({ openReports: 0, pendingCredentials: 0, openDisputes: 0 })
    await user.type(within(dialog).getByRole('textbox', { name: 'Resolution' }), 'Warned him.')
    await user.click(within(dialog).getByRole('button', { name: 'Mark actioned' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(reports().update).toHaveBeenCalledWith('r1', {
      status: 'actioned',
      resolution: 'Warned him.',
    })
    expect(await screen.findByText('No open reports.')).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Reports' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Open reports' })).toHaveFocus()
  })

  it('suspends the reported member from the report, with the reason', async () => {
    reports().getList.mockResolvedValue({ items: [report('r1', 3)], totalItems: 1 })
    const suspend = pbStub.route('/api/gymbuddy/ops/suspend')
    suspend.mockResolvedValue({ user: { id: 't1', name: 'Marcus Lim', suspendedAt: 'now' } })
    const user = renderDesk()
    await user.click(await screen.findByRole('button', { name: 'Suspend Marcus Lim' }))
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Marcus Lim' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Harassment in chat')
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    await waitFor(() =>
      expect(suspend).toHaveBeenCalledWith({
        method: 'POST',
        body: { user: 't1', reason: 'Harassment in chat' },
      }),
    )
  })

  it('keeps the dialog open with the server’s words when a decision is refused', async () => {
    reports().getList.mockResolvedValue({ items: [report('r1', 3)], totalItems: 1 })
    reports().update.mockRejectedValue(
      pbError(400, { resolution: { code: 'validation_required', message: 'Say what was done.' } }),
    )
    const user = renderDesk()
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }))
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Resolution' }), 'x')
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Say what was done.')
  })

  it('hides a reported review with the reason, through the ops route', async () => {
    const review = { id: 'rv1', rating: 1, text: 'Rude and useless', hiddenAt: '' }
    reports().getList.mockResolvedValue({
      items: [
        report('r1', 3, {
          kind: 'inappropriate_review',
          review: 'rv1',
          expand: {
            reporter: person('t1', 'Marcus Lim'),
            target: person('c1', 'Ann Lee'),
            review,
          },
        }),
      ],
      totalItems: 1,
    })
    const hide = pbStub.route('/api/gymbuddy/ops/reviews/rv1/hide')
    hide.mockResolvedValue({})
    const user = renderDesk()
    const card = await screen.findByRole('article', { name: 'Inappropriate review: Ann Lee' })
    expect(card).toHaveTextContent('Review (1 of 5): Rude and useless')
    await user.click(within(card).getByRole('button', { name: 'Hide review' }))
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Personal attack')
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }))
    await waitFor(() =>
      expect(hide).toHaveBeenCalledWith({ method: 'POST', body: { reason: 'Personal attack' } }),
    )
  })
})
