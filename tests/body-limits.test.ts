// Capped bodies: a body larger than any real request, on any route and whether it
// declares its length or comes in chunks, is refused at once with one short answer; a record body
// with more keys than the collection could use too, and such refusals count against the caller's
// rate limit.
import { request } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { PASSWORD, SIGN_UP_AGREEMENT, makeClient, makeMember, uniqueEmail } from './factories'
import { noisyPng } from './images'
import { sendChunked } from './support/chunked-post'
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

// Chunked bodies carry no Content-Length: the cap must count what it reads, on every route.
describe('bodies without a Content-Length (Transfer-Encoding: chunked)', () => {
  // A raw client can stream far more; the server must stop reading past 64 KB.
  const OVERSIZE = 4 * 1024 * 1024
  const BOUNDARY = 'gymbuddy-chunked-form'
  const liveConnections: Array<() => void> = []
  afterAll(() => liveConnections.forEach((close) => close()))

  interface Route {
    name: string
    /** Where to send, as whom, and the small body that route accepts. */
    prepare: () => Promise<{
      url: string
      headers?: Record<string, string>
      head: string
      tail: string
      small: string
      accepted: number
    }>
  }

  const routes: Route[] = [
    {
      name: 'a record create (sign-up)',
      prepare: async () => {
        const account = { email: uniqueEmail('chunked'), password: PASSWORD }
        return {
          url: `${server.url}/api/collections/users/records`,
          head: `{"email":"${uniqueEmail('big')}","name":"`,
          tail: '"}',
          small: JSON.stringify({
            ...account,
            passwordConfirm: PASSWORD,
            name: 'Chunked',
            ...SIGN_UP_AGREEMENT,
          }),
          accepted: 200,
        }
      },
    },
    {
      name: 'auth-with-password',
      prepare: async () => {
        const member = await makeMember(server)
        return {
          url: `${server.url}/api/collections/users/auth-with-password`,
          head: `{"identity":"${member.email}","password":"`,
          tail: '"}',
          small: JSON.stringify({ identity: member.email, password: PASSWORD }),
          accepted: 200,
        }
      },
    },
    {
      name: '/api/realtime',
      prepare: async () => {
        const { clientId, close } = await openRealtime(server.url)
        liveConnections.push(close)
        return {
          url: `${server.url}/api/realtime`,
          head: `{"clientId":"${clientId}","subscriptions":["`,
          tail: '"]}',
          small: JSON.stringify({ clientId, subscriptions: ['reviews'] }),
          accepted: 204,
        }
      },
    },
    {
      name: 'a custom route (/api/gymbuddy/notifications/read-all)',
      prepare: async () => {
        const member = await makeMember(server)
        return {
          url: `${server.url}/api/gymbuddy/notifications/read-all`,
          headers: { authorization: member.pb.authStore.token },
          head: '{"note":"',
          tail: '"}',
          small: '{}',
          accepted: 200,
        }
      },
    },
  ]

  it.each(routes)(
    '$name: a 4 MB chunked body is refused within 100 ms, a small chunked one is accepted',
    async (route) => {
      const target = await route.prepare()
      const options = { headers: target.headers ?? {} }
      const big = await sendChunked(
        target.url,
        { head: target.head, fill: OVERSIZE, tail: target.tail },
        options,
      )
      expect(big.status).toBe(400)
      expect(big.json.data?.body?.code).toBe('validation_body_too_large')
      expect(big.ms).toBeLessThan(100)
      const small = await sendChunked(target.url, { head: target.small }, options)
      expect(small.status).toBe(target.accepted)
    },
  )

  it('a body over 64 KB with a Content-Length is refused on sign-in, realtime and custom routes', async () => {
    const member = await makeMember(server)
    const padding = 'x'.repeat(70 * 1024)
    const paths = [
      '/api/collections/users/auth-with-password',
      '/api/realtime',
      '/api/gymbuddy/notifications/read-all',
    ]
    for (const path of paths) {
      const answer = await post(`${server.url}${path}`, { padding }, member.pb.authStore.token)
      expect([path, answer.status, answer.data.body?.code]).toEqual([
        path,
        400,
        'validation_body_too_large',
      ])
    }
  })

  function avatarForm(picture: Buffer): Buffer {
    return Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="noise.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      picture,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ])
  }

  it('a chunked avatar upload keeps its larger limit; the same form elsewhere is refused', async () => {
    const client = await makeClient(server)
    const form = avatarForm(noisyPng(300, 300))
    expect(form.length).toBeGreaterThan(80 * 1024)
    const options = (method: string) => ({
      method,
      headers: {
        authorization: client.pb.authStore.token,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    })
    const records = `${server.url}/api/collections`
    const upload = await sendChunked(
      `${records}/users/records/${client.record.id}`,
      { head: form },
      options('PATCH'),
    )
    expect(upload.status).toBe(200)
    expect(upload.json.avatar).toMatch(/\.png$/)
    const profile = await sendChunked(
      `${records}/client_profiles/records/${client.profile.id}`,
      { head: form },
      options('PATCH'),
    )
    expect(profile.status).toBe(400)
    expect(profile.json.data?.body?.code).toBe('validation_body_too_large')
  })
})

/** A live connection and its client id, as PocketBase's first realtime event gives it. */
function openRealtime(url: string): Promise<{ clientId: string; close: () => void }> {
  return new Promise((done, fail) => {
    const req = request(`${url}/api/realtime`, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString()
        const match = /"clientId":"([^"]+)"/.exec(text)
        if (match?.[1]) done({ clientId: match[1], close: () => req.destroy() })
      })
    })
    req.on('error', fail)
    req.end()
  })
}
