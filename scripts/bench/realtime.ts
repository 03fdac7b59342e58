// 7. Realtime at scale: 2,000 signed-in members hold live connections subscribed to
// their own topics (realtime-load.ts) while the chat measurement runs again; Send -> other DOM p95
// beside the no-load p95 of the same run, and PocketBase's memory. Alone, without the bench's big
// seed: `npx tsx scripts/bench/realtime.ts` (serves GYMBUDDY_DIST_DIR or dist/, built beforehand).
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { distDir, startTestPocketBase } from '../lib/pocketbase'
import { chatFigures, measureChat } from './chat'
import { prepareServer, seedClients, signIn, superuserClient, type Account } from './data'
import {
  createLoadMembers,
  openRealtimeLoad,
  residentMegabytes,
  signInLoadMembers,
} from './realtime-load'
import { Recorder, renderTable, type FigureSpec, type Ratio } from './report'
import { log, round, throwIfAborted } from './util'

export const REALTIME_SUBSCRIBERS = 2000
const SECTION = '7 Realtime'

export const realtimeFigures = {
  held: {
    id: 'realtime.held',
    section: SECTION,
    name: `Live connections held through the chat run (of ${REALTIME_SUBSCRIBERS})`,
    unit: 'count',
    budget: { op: '==', limit: REALTIME_SUBSCRIBERS },
  },
  p95: {
    id: 'realtime.chat.p95',
    section: SECTION,
    name: `Send -> message in the other DOM, p95, with ${REALTIME_SUBSCRIBERS} subscribers`,
    unit: 'ms',
    budget: { op: '<=', limit: 150 },
  },
  delivered: {
    id: 'realtime.chat.delivered',
    section: SECTION,
    name: 'Messages delivered under load (of 100)',
    unit: 'count',
    budget: { op: '==', limit: 100 },
  },
  strayEvents: {
    id: 'realtime.strayEvents',
    section: SECTION,
    name: 'Chat events received by the subscribers outside the chat',
    unit: 'count',
    budget: { op: '==', limit: 0 },
  },
  rssBefore: {
    id: 'realtime.rss.before',
    section: SECTION,
    name: 'PocketBase memory (RSS) before the subscribers',
    unit: 'MB',
  },
  rssAfter: {
    id: 'realtime.rss.after',
    section: SECTION,
    name: `PocketBase memory (RSS) with ${REALTIME_SUBSCRIBERS} subscribers`,
    unit: 'MB',
  },
  perConnection: {
    id: 'realtime.rss.perConnection',
    section: SECTION,
    name: 'PocketBase memory per live connection',
    unit: 'kB',
  },
} satisfies Record<string, FigureSpec>

export interface RealtimeServer {
  url: string
  pid: number | undefined
  superuser: { email: string; password: string }
}

/** One chat run into a scratch recorder: its p95 and delivered count. */
async function chatRun(
  server: RealtimeServer,
  pair: [Account, Account],
  signal: AbortSignal,
  cpuRatio: (ms: number) => Ratio | undefined,
) {
  const scratch = new Recorder(Object.values(chatFigures))
  const p95 = await measureChat(server.url, pair, scratch, signal, cpuRatio)
  const delivered = scratch.finish('').find((figure) => figure.id === chatFigures.delivered.id)
  return { p95, delivered: delivered?.value ?? 0, note: delivered?.note ?? '' }
}

export async function measureRealtime(
  server: RealtimeServer,
  pair: [Account, Account],
  rec: Recorder,
  signal: AbortSignal,
  cpuRatio: (ms: number) => Ratio | undefined,
  noLoadP95: number | null,
): Promise<void> {
  const f = realtimeFigures
  const pb = await superuserClient(server.url, server.superuser.email, server.superuser.password)
  log(`creating and signing in ${REALTIME_SUBSCRIBERS} members`)
  const members = await signInLoadMembers(
    server.url,
    await createLoadMembers(pb, REALTIME_SUBSCRIBERS),
  )
  throwIfAborted(signal)
  // The reference: the chat of this same run without the load (measured here when section 5 was not).
  const reference = noLoadP95 ?? (await chatRun(server, pair, signal, cpuRatio)).p95
  const before = await residentMegabytes(server.pid)
  rec.set(f.rssBefore, before)
  log(`opening ${REALTIME_SUBSCRIBERS} live connections`)
  const started = Date.now()
  const load = await openRealtimeLoad(server.url, members)
  try {
    const opened = round((Date.now() - started) / 1000)
    const after = await residentMegabytes(server.pid)
    rec.set(f.rssAfter, after, { note: `${load.held()} open after ${opened} s` })
    if (before !== null && after !== null)
      rec.set(f.perConnection, round(((after - before) * 1024) / REALTIME_SUBSCRIBERS, 1))
    throwIfAborted(signal)
    const loaded = await chatRun(server, pair, signal, cpuRatio)
    rec.set(f.delivered, loaded.delivered, { note: loaded.note })
    rec.set(f.p95, loaded.p95 === null ? null : round(loaded.p95), {
      ratio:
        loaded.p95 !== null && reference
          ? { value: loaded.p95 / reference, against: 'no-load chat' }
          : undefined,
      note:
        reference === null
          ? 'n/a reference: the no-load chat run failed'
          : `no-load p95 ${round(reference)} ms (same run)`,
    })
    rec.set(f.held, load.held(), { note: `${load.reconnects()} reconnections after server closes` })
    rec.set(f.strayEvents, load.events())
  } finally {
    load.close()
  }
}

/** The section on its own: a throwaway server with just the chat pair, then the same figures. */
async function main(): Promise<void> {
  const server = await startTestPocketBase({ publicDir: distDir })
  try {
    const { email, password } = server.superuser
    const pb = await superuserClient(server.url, email, password)
    await prepareServer(pb)
    const seeds = [
      { id: 'rtpair000000001', email: 'sender@rt.test', name: 'Chat Sender' },
      { id: 'rtpair000000002', email: 'receiver@rt.test', name: 'Chat Receiver' },
    ]
    await seedClients(pb, seeds)
    await pb.collection('chats').create({ user1: seeds[0].id, user2: seeds[1].id })
    const pair = (await Promise.all(seeds.map((seed) => signIn(server.url, seed)))) as [
      Account,
      Account,
    ]
    const rec = new Recorder(Object.values(realtimeFigures))
    const target = { url: server.url, pid: server.process.pid, superuser: server.superuser }
    await measureRealtime(target, pair, rec, new AbortController().signal, () => undefined, null)
    console.log(renderTable(rec.finish('not measured')))
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
