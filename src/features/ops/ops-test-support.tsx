// The desk as the router mounts it, signed in, against the stubbed SDK (src/testing/pb-stub.ts).
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { vi } from 'vitest'
import { pbStub, signInAs } from '@/testing/pb-stub'
import { makeUserRecord } from '@/testing/user-area-records'
import OpsPage from './ops-page'

export const SUMMARY = '/api/gymbuddy/ops/summary'

/** The SDK's file-token call, which the shared stub does not have. */
export const getFileToken = vi.fn()

/**
 * Signs in (unless `signedOut`), answers the summary, and opens /ops at `search`. Call
 * resetPbStub() first (beforeEach), then give the lists their answers.
 */
export function renderDesk({
  search = '',
  signedOut = false,
  summary = { openReports: 0, pendingCredentials: 0, openDisputes: 0 },
}: {
  search?: string
  signedOut?: boolean
  /** The summary's answer, or its refusal. */
  summary?: object
} = {}) {
  getFileToken.mockResolvedValue('file-token')
  Object.assign(pbStub.files, { getToken: getFileToken })
  if (!signedOut) signInAs(makeUserRecord({ id: 'op1', name: 'Olivia Ops' }))
  if (summary instanceof Error) pbStub.route(SUMMARY).mockRejectedValue(summary)
  else pbStub.route(SUMMARY).mockResolvedValue(summary)
  render(
    <MemoryRouter initialEntries={[`/ops${search}`]}>
      <Routes>
        <Route path="/ops" element={<OpsPage />} />
      </Routes>
    </MemoryRouter>,
  )
  return userEvent.setup()
}

/** A member as an expand gives it. */
export const person = (id: string, name: string) => ({ id, name, email: `${id}@example.sg` })
