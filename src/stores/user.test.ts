import { LocalAuthStore } from 'pocketbase'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pb } from '@/lib/pocketbase'
import { fakeAuthToken } from '@/testing/auth-token'
import { logOut, useUserStore } from './user'

const record = {
  id: 'u1',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  name: 'Ana',
  email: 'ana@example.com',
}

describe('user store', () => {
  afterEach(() => pb.authStore.clear())

  it('starts empty and follows the SDK auth store when a session starts', () => {
    expect(useUserStore.getState().user).toBeNull()
    pb.authStore.save(fakeAuthToken(), record)
    expect(useUserStore.getState().user).toMatchObject({ id: 'u1', name: 'Ana' })
  })

  it('finds a session the SDK saved again after a reload, before the SDK loads', async () => {
    pb.authStore.save(fakeAuthToken(), record)
    vi.resetModules()
    const afterReload = await import('./user')
    expect(afterReload.hasStoredSession()).toBe(true)
    expect(afterReload.useUserStore.getState().user).toMatchObject({ id: 'u1', name: 'Ana' })
  })

  it('clears the slot and the stored token on log out', () => {
    pb.authStore.save(fakeAuthToken(), record)
    logOut()
    expect(useUserStore.getState().user).toBeNull()
    expect(new LocalAuthStore().token).toBe('')
  })

  it('treats an expired token as signed out', () => {
    pb.authStore.save(fakeAuthToken(-60), record)
    expect(useUserStore.getState().user).toBeNull()
  })
})

describe('user store on app start, before the SDK has loaded', () => {
  async function freshStore(stored: string) {
    localStorage.setItem('pocketbase_auth', stored)
    vi.resetModules()
    return (await import('./user')).useUserStore
  }
  afterEach(() => localStorage.clear())

  it('reads an unexpired session from the SDK localStorage slot', async () => {
    const store = await freshStore(JSON.stringify({ token: fakeAuthToken(), record }))
    expect(store.getState().user).toMatchObject({ id: 'u1', name: 'Ana' })
  })

  it('treats an expired or unreadable stored session as signed out', async () => {
    const expired = await freshStore(JSON.stringify({ token: fakeAuthToken(-60), record }))
    expect(expired.getState().user).toBeNull()
    const unreadable = await freshStore('{not json')
    expect(unreadable.getState().user).toBeNull()
  })
})
