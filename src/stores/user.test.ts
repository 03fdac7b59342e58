import { LocalAuthStore } from 'pocketbase'
import { afterEach, describe, expect, it } from 'vitest'
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

  it('keeps the token in localStorage, so a reload finds the session again', () => {
    const token = fakeAuthToken()
    pb.authStore.save(token, record)
    const afterReload = new LocalAuthStore()
    expect(afterReload.token).toBe(token)
    expect(afterReload.isValid).toBe(true)
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
