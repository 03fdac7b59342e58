// The Account screen's photo checks (src/features/auth/account/photo-file.ts) are the server's:
// the migrated users.avatar field and the avatar hook's largest side.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE,
  PHOTO_TYPES,
} from '../src/features/auth/account/photo-file'
import { testServer } from './support/test-server'

const server = testServer()

describe('profile photo limits', () => {
  it('the app checks the same kinds and size as users.avatar, and says the hook’s largest side', async () => {
    const users = await server.root.collections.getOne('users')
    const avatar = (
      users.fields as { name: string; maxSize?: number; mimeTypes?: string[] }[]
    ).find((field) => field.name === 'avatar')
    expect(avatar?.maxSize).toBe(PHOTO_MAX_BYTES)
    expect([...(avatar?.mimeTypes ?? [])].sort()).toEqual([...PHOTO_TYPES].sort())
    const hook = readFileSync(
      new URL('../pb_hooks/lib/accounts/avatar.js', import.meta.url),
      'utf8',
    )
    expect(hook).toContain(`const MAX_SIDE = ${PHOTO_MAX_SIDE}`)
  })
})
