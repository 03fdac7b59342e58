// Abuse limits: on by default (pb_migrations/1800000000_rate_limits.js); the test
// harness switches them off unless asked to keep them, so this file keeps them.
import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { describeError, RATE_LIMITED_MESSAGE } from '@/lib/errors'
import { makeVisitor, PASSWORD, SIGN_UP_AGREEMENT, uniqueEmail } from './factories'
import { testServer, withTestServer } from './support/test-server'

const limited = testServer({ keepRateLimits: true })

async function statuses(count: number, request: () => Promise<unknown>): Promise<number[]> {
  const result: number[] = []
  for (let i = 0; i < count; i += 1) {
    try {
      await request()
      result.push(200)
    } catch (error) {
      result.push(error instanceof ClientResponseError ? error.status : -1)
    }
  }
  return result
}

describe('abuse limits', () => {
  it('the sixth password login from one address within a minute gets 429, with the UI text', async () => {
    const visitor = makeVisitor(limited)
    const guess = () =>
      visitor.collection('users').authWithPassword('nobody@gymbuddy.test', 'Guess123')
    expect(await statuses(6, guess)).toEqual([400, 400, 400, 400, 400, 429])
    const error = await guess().catch((caught: unknown) => caught)
    expect(describeError(error, 'Invalid email or password. Please try again.')).toBe(
      RATE_LIMITED_MESSAGE,
    )
  })

  it('the sixth registration from one address within a minute gets 429', async () => {
    const visitor = makeVisitor(limited)
    const register = () =>
      visitor.collection('users').create({
        name: 'Signup',
        email: uniqueEmail('burst'),
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        ...SIGN_UP_AGREEMENT,
      })
    expect(await statuses(6, register)).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('a throttled sign-in does not block reading: the finder still loads', async () => {
    const visitor = makeVisitor(limited)
    expect(await statuses(20, () => visitor.collection('gym_buddies_view').getList(1, 20))).toEqual(
      Array(20).fill(200),
    )
  })

  it('the configured rules are the ones docs/decisions.md gives', async () => {
    const settings = (await limited.root.settings.getAll()) as {
      rateLimits: {
        enabled: boolean
        rules: Array<{ label: string; maxRequests: number; duration: number }>
      }
    }
    expect(settings.rateLimits.enabled).toBe(true)
    const rule = (label: string) => settings.rateLimits.rules.find((each) => each.label === label)
    expect(rule('*:auth')).toMatchObject({ maxRequests: 5, duration: 60 })
    expect(rule('users:create')).toMatchObject({ maxRequests: 5, duration: 60 })
    expect(rule('messages:create')).toMatchObject({ maxRequests: 60, duration: 60 })
    expect(rule('/api/')).toMatchObject({ maxRequests: 1500, duration: 60 })
  })

  it("a visitor's reads of the public trainer list count against the read limit", async () => {
    const list = `${limited.url}/api/collections/gym_buddies_view/records?page=1&perPage=5`
    const read = async () => {
      const response = await fetch(list)
      await response.arrayBuffer()
      return response.status
    }
    const answered: number[] = []
    while (!answered.includes(429) && answered.length < 1600) {
      answered.push(...(await Promise.all(Array.from({ length: 25 }, read))))
    }
    expect(answered).toContain(429)
    // The '/api/' rule's 1,500 a minute, less what the tests above already read.
    const served = answered.filter((status) => status === 200).length
    expect(served).toBeLessThanOrEqual(1500)
    expect(served).toBeGreaterThan(1400)
  })

  it('test servers have the limits off unless they keep them', async () => {
    await withTestServer({}, async (relaxed) => {
      const visitor = makeVisitor(relaxed)
      const guess = () =>
        visitor.collection('users').authWithPassword('nobody@gymbuddy.test', 'Guess123')
      expect(await statuses(8, guess)).toEqual(Array(8).fill(400))
    })
  })
})
