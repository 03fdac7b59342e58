// Realtime load: many signed-in members each holding a live connection subscribed to
// their own topics, as the signed-in app subscribes. A library for the bench's realtime section,
// and a script: `npx tsx scripts/bench/realtime-load.ts [--members 2000] [--hold 30]` starts a
// throwaway PocketBase, opens them, holds them and prints PocketBase's memory before and after.
import { request, type ClientRequest } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { createGunzip } from 'node:zlib'
import type PocketBase from 'pocketbase'
import { memberTopic } from '../../src/lib/member-feed-events'
import { startTestPocketBase } from '../lib/pocketbase'
import { prepareServer, superuserClient } from './data'
import { log, round, sleep } from './util'

const PASSWORD = 'LoadPassw0rd'
/** Requests in flight while signing in and subscribing (the server's 2 cores are the limit). */
const PARALLEL = 24

export interface LoadMember {
  id: string
  email: string
  token: string
}

/**
 * What a signed-in member's tab subscribes to (src/lib/member-feed.ts): their own topic, which the
 * server feeds with the events of their chats, reading, notifications and bookings only
 * (pb_hooks/member_feed.pb.js), and PB_CONNECT (the SDK sends it with the topics; screens reload
 * on it after a reconnect).
 */
export function memberTopics(memberId: string): string[] {
  return [memberTopic(memberId), 'PB_CONNECT']
}

/** Runs `work` over `items` with at most `parallel` at a time; results in order. */
async function inParallel<T, R>(items: T[], parallel: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return results
}

/** Creates `count` members through the batch API (the bench server hashes at bcrypt cost 4). */
export async function createLoadMembers(pb: PocketBase, count: number) {
  const members = Array.from({ length: count }, (_, i) => ({
    id: `rl${String(i).padStart(13, '0')}`,
    email: `load${i}@rl.test`,
  }))
  for (let start = 0; start < count; start += 500) {
    const batch = pb.createBatch()
    for (const member of members.slice(start, start + 500)) {
      batch.collection('users').create({
        ...member,
        name: `Load Member ${member.id.slice(-4)}`,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      })
    }
    await batch.send()
  }
  return members
}

/** Signs every member in (auth-with-password), as the app does; returns their tokens. */
export async function signInLoadMembers(
  baseURL: string,
  members: { id: string; email: string }[],
): Promise<LoadMember[]> {
  return inParallel(members, PARALLEL, async (member) => {
    const response = await fetch(`${baseURL}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: member.email, password: PASSWORD }),
    })
    if (!response.ok) throw new Error(`sign-in of ${member.email}: ${response.status}`)
    const { token } = (await response.json()) as { token: string }
    return { ...member, token }
  })
}

interface Subscriber {
  request: ClientRequest
  open: boolean
  /** Events other than PB_CONNECT (a member who is not a participant should get none). */
  events: number
  /** Times the server closed it and it connected again (PocketBase drops idle ones after 5 min). */
  reconnects: number
  stopped: boolean
}

/**
 * One SSE connection to /api/realtime, subscribed with the member's token. Like the SDK, it
 * connects and subscribes again when the server closes it.
 */
function openSubscriber(
  baseURL: string,
  member: LoadMember,
  gzip: boolean,
  existing?: Subscriber,
): Promise<Subscriber> {
  return new Promise((done, fail) => {
    const req = request(`${baseURL}/api/realtime`, {
      agent: false,
      // Browsers ask for gzip, and PocketBase then compresses the stream: --gzip does the same.
      headers: { accept: 'text/event-stream', ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
    })
    const subscriber: Subscriber = existing ?? {
      request: req,
      open: false,
      events: 0,
      reconnects: 0,
      stopped: false,
    }
    subscriber.request = req
    let buffer = ''
    let connected = false
    const onBlock = (block: string) => {
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim()
      if (field('event') !== 'PB_CONNECT') {
        subscriber.events += 1
        return
      }
      if (connected) return
      connected = true
      const clientId = field('id') ?? ''
      fetch(`${baseURL}/api/realtime`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: member.token },
        body: JSON.stringify({ clientId, subscriptions: memberTopics(member.id) }),
      }).then(async (response) => {
        if (!response.ok) throw new Error(`subscribe: ${response.status} ${await response.text()}`)
        subscriber.open = true
        done(subscriber)
      }, fail)
    }
    req.on('response', (res) => {
      if (res.statusCode !== 200) return fail(new Error(`/api/realtime: ${res.statusCode}`))
      const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res
      body.setEncoding('utf8')
      body.on('data', (chunk: string) => {
        buffer += chunk.replace(/\r/g, '')
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          onBlock(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
        }
      })
      res.on('close', () => {
        subscriber.open = false
        if (subscriber.stopped) return
        subscriber.reconnects += 1
        setTimeout(() => {
          if (!subscriber.stopped)
            openSubscriber(baseURL, member, gzip, subscriber).catch(() => undefined)
        }, 200)
      })
    })
    req.on('error', (error) => {
      subscriber.open = false
      if (!connected) fail(error)
    })
    req.end()
  })
}

export interface RealtimeLoad {
  /** Connections still open now. */
  held(): number
  /** Events the load members received (beyond PB_CONNECT). */
  events(): number
  /** Reconnections after the server closed a connection. */
  reconnects(): number
  close(): void
}

/** Opens one live, subscribed connection per member and keeps them open until close(). */
export async function openRealtimeLoad(
  baseURL: string,
  members: LoadMember[],
  gzip = false,
): Promise<RealtimeLoad> {
  const subscribers: Subscriber[] = []
  try {
    await inParallel(members, PARALLEL, async (member) => {
      subscribers.push(await openSubscriber(baseURL, member, gzip))
    })
  } catch (error) {
    for (const subscriber of subscribers) {
      subscriber.stopped = true
      subscriber.request.destroy()
    }
    throw error
  }
  return {
    held: () => subscribers.filter((subscriber) => subscriber.open).length,
    events: () => subscribers.reduce((sum, subscriber) => sum + subscriber.events, 0),
    reconnects: () => subscribers.reduce((sum, subscriber) => sum + subscriber.reconnects, 0),
    close: () =>
      subscribers.forEach((subscriber) => {
        subscriber.stopped = true
        subscriber.request.destroy()
      }),
  }
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status), or null where unknown. */
export async function residentMegabytes(pid: number | undefined): Promise<number | null> {
  if (!pid) return null
  try {
    const { readFile } = await import('node:fs/promises')
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1])
    return Number.isFinite(kilobytes) ? round(kilobytes / 1024, 1) : null
  } catch {
    return null
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      members: { type: 'string', default: '2000' },
      hold: { type: 'string', default: '30' },
      gzip: { type: 'boolean', default: false },
    },
  })
  const count = Number(values.members)
  const holdSeconds = Number(values.hold)
  const server = await startTestPocketBase()
  try {
    const pid = server.process.pid
    const pb = await superuserClient(server.url, server.superuser.email, server.superuser.password)
    await prepareServer(pb)
    let t0 = Date.now()
    const created = await createLoadMembers(pb, count)
    log(`${count} members created in ${round((Date.now() - t0) / 1000)} s`)
    t0 = Date.now()
    const members = await signInLoadMembers(server.url, created)
    log(`${count} members signed in in ${round((Date.now() - t0) / 1000)} s`)
    const before = await residentMegabytes(pid)
    t0 = Date.now()
    const load = await openRealtimeLoad(server.url, members, values.gzip)
    log(`${load.held()} connections open in ${round((Date.now() - t0) / 1000)} s`)
    const after = await residentMegabytes(pid)
    log(`PocketBase RSS ${before} MB before, ${after} MB with ${load.held()} subscribers`)
    if (before !== null && after !== null)
      log(`≈ ${round(((after - before) * 1024) / count, 1)} kB per connection`)
    await sleep(holdSeconds * 1000)
    log(`after ${holdSeconds} s: ${load.held()} held, ${load.events()} events received`)
    load.close()
  } finally {
    await server.stop()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
