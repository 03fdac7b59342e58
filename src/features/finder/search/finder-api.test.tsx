import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_STORAGE_KEY } from '@/stores/user'
import { fakeAuthToken } from '@/testing/auth-token'
import { searchGymBuddies } from './finder-api'
import { EMPTY_FILTERS } from '../filters/gym-buddy-filters'

const answer = { page: 1, perPage: 12, totalItems: 0, totalPages: 0, items: [] }

function headersOfSearch() {
  const fetchMock = vi.mocked(globalThis.fetch)
  const init = fetchMock.mock.calls[0]![1] as RequestInit
  return init.headers as Record<string, string>
}

describe('the finder’s search request', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }))),
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    window.localStorage.clear()
  })

  it('goes as the signed-in member, so trainers they blocked are left out', async () => {
    const token = fakeAuthToken()
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, record: { id: 'me' } }))
    await searchGymBuddies(EMPTY_FILTERS, 'recommended', 1, 12)
    expect(headersOfSearch().Authorization).toBe(token)
  })

  it('goes anonymously for a visitor or an expired session', async () => {
    await searchGymBuddies(EMPTY_FILTERS, 'recommended', 1, 12)
    expect(headersOfSearch().Authorization).toBeUndefined()
    vi.mocked(globalThis.fetch).mockClear()
    const old = fakeAuthToken(-60)
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: old, record: null }))
    await searchGymBuddies(EMPTY_FILTERS, 'recommended', 1, 12)
    expect(headersOfSearch().Authorization).toBeUndefined()
  })
})
