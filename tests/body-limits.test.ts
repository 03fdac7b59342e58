// Capped record bodies (issue 10.4): a body larger than any real record, or with more keys than
// the collection could use, is refused at once with one short answer, and such refusals count
// against the caller's rate limit.
import { describe, expect, it } from 'vitest'
import { PASSWORD, makeMember, uniqueEmail } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

function keys(count: number): Record<string, number> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 1]))
}

async function post(url: string, body: unknown, token = '') {
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    bytes: text.length,
    ms: performance.now() - started,
    data: (JSON.parse(text) as { data: Record<string, { code: string }> }).data,
  }
}

describe('record bodies', () => {
  it('50,000 unknown keys get one short refusal, not one error per key', async () => {
    const answer = await post(`${server.url}/api/collections/users/records`, keys(50_000))
    expect(answer.status).toBe(400)
    expect(answer.bytes).toBeLessThanOrEqual(16 * 1024)
    expect(Object.keys(answer.data)).toEqual(['body'])
    expect(answer.data.body?.code).toBe('validation_body_too_large')
  })

  it('a small body with more keys than the collection has fields is refused as one error', async () => {
    const member = await makeMember(server)
    const answer = await post(
      `${server.url}/api/collections/messages/records`,
      keys(500),
      member.pb.authStore.token,
    )
    expect(answer.status).toBe(400)
    expect(answer.bytes).toBeLessThanOrEqual(1024)
    expect(answer.data.body?.code).toBe('validation_too_many_fields')
  })

  it('a record body over 64 KB is refused, whatever its fields', async () => {
    const answer = await post(`${server.url}/api/collections/users/records`, {
      email: uniqueEmail('big'),
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      name: 'x'.repeat(70 * 1024),
    })
    expect(answer.status).toBe(400)
    expect(answer.data.body?.code).toBe('validation_body_too_large')
  })
})

describe('rate limit', () => {
  const limited = testServer({ keepRateLimits: true })

  it('refused bodies count against the caller’s limit (5 registrations a minute)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await post(`${limited.url}/api/collections/users/records`, keys(200))).status)
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
    expect(statuses.slice(5)).toEqual([429, 429])
  })
})
