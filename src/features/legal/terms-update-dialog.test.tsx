import '@/testing/dom-polyfills'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_VERSIONS } from '@/content/consent-versions'
import { toast } from '@/lib/toast'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeUserRecord } from '@/testing/user-area-records'
import TermsUpdateDialog, { TERMS_UPDATE_TEXTS as TEXTS } from './terms-update-dialog'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const consents = () => pbStub.collection('consents')
const acceptRoute = () => pbStub.route('/api/gymbuddy/me/consents')

function accepted(version: string | null) {
  consents().getList.mockResolvedValue({
    page: 1,
    perPage: 1,
    totalItems: version ? 1 : 0,
    totalPages: version ? 1 : 0,
    items: version ? [{ version }] : [],
  })
}

function renderAt(path = '/user') {
  signInAs(makeUserRecord({ id: 'me' }))
  render(
    <MemoryRouter initialEntries={[path]}>
      <TermsUpdateDialog />
    </MemoryRouter>,
  )
  return userEvent.setup()
}

describe('TermsUpdateDialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetPbStub()
    vi.clearAllMocks()
  })

  it('asks a member who accepted older terms, links them, and records the current version once', async () => {
    accepted('2020-01-01')
    acceptRoute().mockResolvedValue({ kind: 'terms', version: CONSENT_VERSIONS.terms })
    const events = renderAt()
    const dialog = await screen.findByRole('dialog', { name: TEXTS.title })
    expect(consents().getList).toHaveBeenCalledWith(
      1,
      1,
      expect.objectContaining({ filter: expect.stringContaining('user = "me"') }),
    )
    expect(within(dialog).getByRole('link', { name: /Read the Terms of Service/ })).toHaveAttribute(
      'href',
      '/terms',
    )
    await events.click(within(dialog).getByRole('button', { name: TEXTS.accept }))
    expect(acceptRoute()).toHaveBeenCalledWith({
      method: 'POST',
      body: { kind: 'terms', version: CONSENT_VERSIONS.terms },
    })
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('asks a member with no terms on record (an account made before consents)', async () => {
    accepted(null)
    renderAt()
    expect(await screen.findByRole('dialog', { name: TEXTS.title })).toBeInTheDocument()
  })

  it('says nothing to a member who accepted the current terms', async () => {
    accepted(CONSENT_VERSIONS.terms)
    renderAt()
    await vi.waitFor(() => expect(consents().getList).toHaveBeenCalled())
    await act(async () => {})
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('stays open with a reason when accepting fails, and Not now closes it', async () => {
    accepted(null)
    acceptRoute().mockRejectedValue(pbError(500, {}, 'Something broke.'))
    const events = renderAt()
    await events.click(await screen.findByRole('button', { name: TEXTS.accept }))
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something broke.'))
    expect(screen.getByRole('dialog', { name: TEXTS.title })).toBeInTheDocument()
    await events.click(screen.getByRole('button', { name: TEXTS.later }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('does not cover the terms page the member opened to read them', async () => {
    accepted(null)
    renderAt('/terms')
    await vi.waitFor(() => expect(consents().getList).toHaveBeenCalled())
    await act(async () => {})
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
