import '@/testing/dom-polyfills'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub } from '@/testing/pb-stub'
import { getFileToken, person, renderDesk } from './ops-test-support'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

const credentials = () => pbStub.collection('credentials')
const log = () => pbStub.collection('operator_actions')

/** The trainer's name comes from users_view (no expand on credentials). */
function answerTrainerNames() {
  pbStub.collection('users_view').getFullList.mockResolvedValue([{ id: 't1', name: 'Marcus Lim' }])
}

const CPR = {
  id: 'cr1',
  collectionId: 'credentials_id',
  created: '2026-11-28 02:00:00.000Z',
  trainer: 't1',
  kind: 'cpr_aed',
  title: 'Heartsaver CPR AED',
  number: 'SRFAC-123',
  issuer: 'Singapore Red Cross',
  expiresAt: '2027-03-31 00:00:00.000Z',
  document: 'cpr_card.pdf',
  status: 'pending',
}

const DISPUTE = {
  id: 'b1',
  datetime: '2026-11-20 10:00:00.000Z',
  venue: 'ActiveSG Gym Bishan',
  client: { id: 'c1', name: 'Ann Lee' },
  trainer: { id: 't1', name: 'Marcus Lim' },
  answers: { client: 'trainer_no_show', trainer: 'attended' },
  answeredFirst: 'trainer',
}

describe('the operator desk’s tabs', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetPbStub()
    vi.clearAllMocks()
  })

  it('shows a pending credential’s details and its protected document, by file token', async () => {
    credentials().getList.mockResolvedValue({ items: [CPR], totalItems: 1 })
    answerTrainerNames()
    const user = renderDesk({ search: '?tab=credentials' })
    const card = await screen.findByRole('article', { name: 'CPR/AED certificate: Marcus Lim' })
    expect(credentials().getList).toHaveBeenCalledWith(1, 100, {
      sort: 'created',
      filter: 'status = "pending"',
    })
    expect(pbStub.collection('users_view').getFullList).toHaveBeenCalledWith({
      filter: 'id = "t1"',
      fields: 'id,name',
    })
    expect(card).toHaveTextContent('SRFAC-123')
    expect(card).toHaveTextContent('Expires31 March 2027')
    await user.click(within(card).getByRole('button', { name: 'View document' }))
    const viewer = await screen.findByRole('dialog', { name: /Document: CPR\/AED certificate/ })
    expect(await within(viewer).findByTitle(/Document: CPR\/AED/)).toHaveAttribute(
      'src',
      '/api/files/cpr_card.pdf',
    )
    expect(getFileToken).toHaveBeenCalled()
  })

  it('verifies a credential with the operator’s note, over the records API', async () => {
    credentials().getList.mockResolvedValueOnce({ items: [CPR], totalItems: 1 })
    answerTrainerNames()
    credentials().update.mockResolvedValue({})
    const user = renderDesk({ search: '?tab=credentials' })
    await user.click(await screen.findByRole('button', { name: 'Verify' }))
    const dialog = await screen.findByRole('dialog', { name: /Verify: CPR\/AED/ })
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Card matches SRC list')
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    await waitFor(() =>
      expect(credentials().update).toHaveBeenCalledWith('cr1', {
        status: 'verified',
        note: 'Card matches SRC list',
      }),
    )
    expect(await screen.findByText('No credentials waiting.')).toBeVisible()
  })

  it('rejects a credential with the note the trainer will read', async () => {
    credentials().getList.mockResolvedValueOnce({ items: [CPR], totalItems: 1 })
    answerTrainerNames()
    credentials().update.mockResolvedValue({})
    const user = renderDesk({ search: '?tab=credentials' })
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: /Reject: CPR\/AED/ })
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'The card is expired')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(credentials().update).toHaveBeenCalledWith('cr1', {
        status: 'rejected',
        note: 'The card is expired',
      }),
    )
  })

  it('shows both answers of a dispute side by side and settles it with an outcome and a note', async () => {
    pbStub.route('/api/gymbuddy/ops/disputes').mockResolvedValue({ items: [DISPUTE] })
    const settle = pbStub.route('/api/gymbuddy/ops/disputes/b1')
    settle.mockResolvedValue({ id: 'b1' })
    const user = renderDesk({ search: '?tab=disputes' })
    const card = await screen.findByRole('article')
    expect(card).toHaveTextContent('Client: Ann LeeThe trainer did not come')
    expect(card).toHaveTextContent('Trainer: Marcus Lim (answered first)The session happened')
    await user.click(within(card).getByRole('button', { name: 'Settle' }))
    const dialog = await screen.findByRole('dialog', { name: 'Settle this session' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Gym entry log')
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose the outcome.')
    const outcome = within(dialog).getByRole('group', { name: 'Outcome' })
    await user.click(within(outcome).getByRole('radio', { name: 'The session happened' }))
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }))
    await waitFor(() =>
      expect(settle).toHaveBeenCalledWith({
        method: 'POST',
        body: { outcome: 'attended', note: 'Gym entry log' },
      }),
    )
  })

  it('finds members by name or email and suspends or unsuspends them with a reason', async () => {
    const members = pbStub.route('/api/gymbuddy/ops/members')
    const member = {
      id: 't1',
      name: 'Marcus Lim',
      email: 'marcus@example.sg',
      userType: 'trainer',
      verified: true,
      created: '2026-01-05 03:00:00.000Z',
      suspendedAt: '',
      operator: false,
    }
    members.mockResolvedValueOnce({ items: [member] })
    members.mockResolvedValueOnce({ items: [{ ...member, suspendedAt: '2026-11-29 01:00:00Z' }] })
    const unsuspend = pbStub.route('/api/gymbuddy/ops/unsuspend')
    unsuspend.mockResolvedValue({ user: { id: 't1', suspendedAt: '' } })
    const suspend = pbStub.route('/api/gymbuddy/ops/suspend')
    suspend.mockResolvedValue({ user: { id: 't1', suspendedAt: '2026-11-29 01:00:00Z' } })
    const user = renderDesk({ search: '?tab=members' })

    const search = await screen.findByRole('searchbox', { name: 'Name or email' })
    await user.type(search, 'm{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('at least 2 characters')
    expect(members).not.toHaveBeenCalled()
    await user.type(search, 'arcus{Enter}')
    const row = await screen.findByRole('article', { name: 'Marcus Lim' })
    expect(members).toHaveBeenCalledWith({ method: 'GET', query: { q: 'marcus' } })
    expect(row).toHaveTextContent('marcus@example.sg')

    await user.click(within(row).getByRole('button', { name: 'Suspend Marcus Lim' }))
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Marcus Lim' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fake profile')
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    await waitFor(() =>
      expect(suspend).toHaveBeenCalledWith({
        method: 'POST',
        body: { user: 't1', reason: 'Fake profile' },
      }),
    )
    expect(await screen.findByRole('button', { name: 'Unsuspend Marcus Lim' })).toBeVisible()
    expect(screen.getByRole('article', { name: 'Marcus Lim' })).toHaveTextContent('Suspended')

    members.mockResolvedValueOnce({ items: [member] })
    await user.click(screen.getByRole('button', { name: 'Unsuspend Marcus Lim' }))
    const lift = await screen.findByRole('dialog', { name: 'Unsuspend Marcus Lim' })
    await user.type(within(lift).getByRole('textbox', { name: 'Reason' }), 'Appeal accepted')
    await user.click(within(lift).getByRole('button', { name: 'Unsuspend' }))
    await waitFor(() =>
      expect(unsuspend).toHaveBeenCalledWith({
        method: 'POST',
        body: { user: 't1', reason: 'Appeal accepted' },
      }),
    )
    expect(await screen.findByRole('button', { name: 'Suspend Marcus Lim' })).toBeVisible()
  })

  it('lists the log newest first: the decision, on whom, by whom and why', async () => {
    log().getList.mockResolvedValue({
      items: [
        {
          id: 'a1',
          created: '2026-11-29 01:00:00.000Z',
          action: 'suspend',
          reason: 'Harassment in chat',
          target: 't1',
          expand: { operator: person('op1', 'Olivia Ops'), target: person('t1', 'Marcus Lim') },
        },
      ],
      totalItems: 1,
      totalPages: 1,
    })
    renderDesk({ search: '?tab=log' })
    const entry = await screen.findByText('Harassment in chat')
    expect(log().getList).toHaveBeenCalledWith(1, 50, {
      sort: '-created',
      expand: 'operator,target',
    })
    expect(entry.closest('li')).toHaveTextContent('Suspended: Marcus Lim')
    expect(entry.closest('li')).toHaveTextContent('by Olivia Ops')
  })
})
