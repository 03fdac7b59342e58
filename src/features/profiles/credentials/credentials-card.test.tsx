import '@/testing/dom-polyfills'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CredentialRecord } from '@/lib/types'
import { pbStub, resetPbStub } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { CredentialsCard } from './credentials-card'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const credentials = () => pbStub.collection('credentials')
const DAY = 24 * 3600 * 1000
const pbDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ')

function credential(fields: Partial<CredentialRecord>): CredentialRecord {
  return {
    id: 'c1',
    collectionId: 'x',
    collectionName: 'credentials',
    trainer: 't1',
    kind: 'cpr_aed',
    title: 'Heartsaver CPR AED',
    number: 'SCDF-1',
    issuer: 'Singapore Red Cross',
    expiresAt: pbDate(Date.now() + 400 * DAY),
    document: '',
    status: 'pending',
    reviewedAt: '',
    note: '',
    created: '',
    updated: '',
    ...fields,
  } as CredentialRecord
}

function renderCard() {
  render(<CredentialsCard trainerId="t1" />)
  return userEvent.setup()
}

describe('CredentialsCard', () => {
  beforeEach(() => resetPbStub())

  it('lists each credential with its status, and the operator’s note on a rejected one', async () => {
    credentials().getFullList.mockResolvedValue([
      credential({ id: 'a', status: 'verified' }),
      credential({ id: 'b', kind: 'nrep', title: 'NREP registration', expiresAt: '' }),
      credential({
        id: 'c',
        title: 'ACE CPT',
        kind: 'certificate',
        status: 'rejected',
        note: 'The photo is unreadable',
      }),
    ])
    renderCard()
    const list = await screen.findByRole('list', { name: 'Your credentials' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.querySelector('[data-tone]')?.textContent)).toEqual([
      'Verified',
      'Waiting for a check',
      'Not verified',
    ])
    expect(rows[0]).toHaveTextContent(/Valid until \d+ \w+ \d{4}/)
    expect(rows[2]).toHaveTextContent('Note from GymBuddy: The photo is unreadable')
    expect(credentials().getFullList).toHaveBeenCalledWith({
      filter: pbStub.filter('trainer = {:id}', { id: 't1' }),
      sort: '-created',
    })
  })

  it('asks for the renewal of a verified credential expiring within 30 days, prefilled', async () => {
    credentials().getFullList.mockResolvedValue([
      credential({ status: 'verified', expiresAt: pbDate(Date.now() + 10 * DAY) }),
    ])
    const user = renderCard()
    await user.click(await screen.findByRole('button', { name: 'Renew' }))
    expect(screen.getByLabelText('Name (optional)')).toHaveValue('Heartsaver CPR AED')
    expect(screen.getByLabelText('Issued by')).toHaveValue('Singapore Red Cross')
    expect(screen.getByLabelText('Registration or certificate number')).toHaveValue('')
    expect(screen.getByLabelText('Valid until')).toHaveValue('')
  })

  it('adds a credential with its document; a CPR/AED certificate without expiry is stopped first', async () => {
    credentials().getFullList.mockResolvedValue([])
    credentials().create.mockImplementation((form: FormData) =>
      Promise.resolve(
        credential({ id: 'new', kind: form.get('kind') as 'cpr_aed', status: 'pending' }),
      ),
    )
    const user = renderCard()
    await user.click(await screen.findByRole('button', { name: 'Add a credential' }))
    await user.click(screen.getByRole('combobox', { name: 'Kind' }))
    await user.click(await screen.findByRole('option', { name: 'CPR/AED certificate' }))
    await user.click(screen.getByRole('button', { name: 'Add credential' }))
    expect(await screen.findByText('A CPR/AED certificate needs its expiry date.')).toBeVisible()
    expect(credentials().create).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Valid until'), '2030-03-31')
    const file = new File(['%PDF-1.4'], 'cpr.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText(/^Document/), file)
    await user.click(screen.getByRole('button', { name: 'Add credential' }))
    await waitFor(() => expect(credentials().create).toHaveBeenCalledTimes(1))
    const form = credentials().create.mock.calls[0][0] as FormData
    expect(Object.fromEntries(form.entries())).toMatchObject({
      trainer: 't1',
      kind: 'cpr_aed',
      expiresAt: '2030-03-31',
      document: expect.any(File),
    })
    const row = await screen.findByRole('listitem')
    expect(row).toHaveTextContent('Waiting for a check')
    expect(screen.queryByRole('button', { name: 'Add credential' })).toBeNull()
  })

  it('shows the server’s refusal and keeps the form', async () => {
    credentials().getFullList.mockResolvedValue([])
    credentials().create.mockRejectedValue(
      pbError(400, {
        document: {
          code: 'validation_invalid_document',
          message: 'The document must be a PDF or a JPEG, PNG, WebP or GIF photo.',
        },
      }),
    )
    const user = renderCard()
    await user.click(await screen.findByRole('button', { name: 'Add a credential' }))
    const kind = screen.getByRole('combobox', { name: 'Kind' })
    expect(kind).toHaveTextContent('Select...')
    await user.click(screen.getByRole('button', { name: 'Add credential' }))
    expect(await screen.findByText('Choose what this credential is.')).toBeVisible()
    expect(credentials().create).not.toHaveBeenCalled()
    await user.click(kind)
    await user.click(await screen.findByRole('option', { name: 'NREP registration' }))
    await user.click(screen.getByRole('button', { name: 'Add credential' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/PDF or a JPEG/)
    expect(screen.getByRole('button', { name: 'Add credential' })).toBeEnabled()
  })

  it('removes a credential only after a second, explicit click', async () => {
    credentials().getFullList.mockResolvedValue([credential({ id: 'gone' })])
    credentials().delete.mockResolvedValue(true)
    const user = renderCard()
    await user.click(await screen.findByRole('button', { name: 'Remove' }))
    expect(credentials().delete).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Remove it' }))
    await waitFor(() => expect(credentials().delete).toHaveBeenCalledWith('gone'))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Your credentials' })).toBeNull())
  })
})
