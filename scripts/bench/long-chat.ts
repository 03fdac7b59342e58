// 5. Chat, long history: a chat with 5,000 messages opens on its newest page. Timed
// like the inbox (fresh signed-in context, navigation start -> the frame after the newest message
// is in the DOM), beside the same measure on a chat with 1 message; then Send -> other DOM p95 in
// the long chat, beside the new chat's p95 from the chat section of the same run.
import type { Browser, BrowserContext, Page } from '@playwright/test'
import PocketBase from 'pocketbase'
import { seedLongChat } from '../lib/long-chat'
import { launchBrowser, newContext, type SignedInUser } from './browser'
import { openChat, takeTurns } from './chat'
import { loginFloor } from './inbox'
import type { FigureSpec, Recorder } from './report'
import { log, median, percentile, round, throwIfAborted } from './util'
import { CONSENT_VERSIONS } from '../../src/content/consent-versions'

const SECTION = '5 Chat'
const LONG = 5000
const RUNS = 5
const MESSAGES = 40
const PASSWORD = 'BenchPassw0rd'

export const longChatFigures = {
  open: {
    id: 'chat.long.open',
    section: SECTION,
    name: `Chat with ${LONG.toLocaleString('en-US')} messages: navigation -> newest visible (median of ${RUNS})`,
    unit: 'ms',
    budget: { op: '<=', limit: 300 },
  },
  // Any cold page costs this box ~300-350 ms before its own work (the /login floor), so beside
  // the absolute 300 ms the chat is also judged by what it adds to that floor, as the inbox.
  openOverFloor: {
    id: 'chat.long.open.overFloor',
    section: SECTION,
    name: `Chat with ${LONG.toLocaleString('en-US')} messages minus the /login floor (same run)`,
    unit: 'ms',
    budget: { op: '<=', limit: 150 },
  },
  openWarm: {
    id: 'chat.long.open.warm',
    section: SECTION,
    name: `Same chat, code cached (returning member opens its link; median of ${RUNS})`,
    unit: 'ms',
  },
  openInApp: {
    id: 'chat.long.open.inApp',
    section: SECTION,
    name: `Same chat from an inbox row click -> newest visible (in-app; median of ${RUNS})`,
    unit: 'ms',
  },
  openReference: {
    id: 'chat.long.open.reference',
    section: SECTION,
    name: `Reference: same, chat with 1 message (median of ${RUNS})`,
    unit: 'ms',
  },
  p95: {
    id: 'chat.long.p95',
    section: SECTION,
    name: `Send -> message in the other DOM, p95, in the ${LONG.toLocaleString('en-US')}-message chat`,
    unit: 'ms',
    budget: { op: '<=', limit: 150 },
  },
} satisfies Record<string, FigureSpec>

interface Member {
  id: string
  auth: SignedInUser
}

declare global {
  interface Window {
    __gbNewest?: { at: number | null }
  }
}

/** The frame after `marker` (the newest message's text) is in the DOM, in ms since navigation. */
function installNewestProbe(marker: string) {
  const probe = { at: null as number | null }
  const observer = new MutationObserver(() => {
    if (!document.body?.textContent?.includes(marker)) return
    observer.disconnect()
    requestAnimationFrame(() => (probe.at = performance.now()))
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
  window.__gbNewest = probe
}

async function makeMember(root: PocketBase, email: string, name: string): Promise<Member> {
  await root
    .collection('users')
    .create({ email, name, password: PASSWORD, passwordConfirm: PASSWORD })
  const pb = new PocketBase(root.baseURL)
  pb.autoCancellation(false)
  const auth = await pb.collection('users').authWithPassword(email, PASSWORD)
  // As sign-up records it, so the terms dialog never covers the chat.
  await root.collection('consents').create({
    user: auth.record.id,
    kind: 'terms',
    version: CONSENT_VERSIONS.terms,
    acceptedAt: new Date().toISOString(),
  })
  return { id: auth.record.id, auth: { token: auth.token, record: { ...auth.record } } }
}

/** A chat between two new members with `count` messages; the newest reads `newest`. */
async function makeChat(root: PocketBase, tag: string, count: number, newest: string) {
  const a = await makeMember(root, `${tag}-a@gb.test`, `Long ${tag} A`)
  const b = await makeMember(root, `${tag}-b@gb.test`, `Long ${tag} B`)
  const chat = await root.collection('chats').create({ user1: a.id, user2: b.id })
  const seconds = await seedLongChat(root, { id: chat.id, user1: a.id, user2: b.id }, count, (n) =>
    n === count ? newest : `${tag} message ${n}`,
  )
  return { a, b, seconds }
}

/** Opens the chat with `other` in `page`: ms from navigation to the frame showing its newest message. */
async function newestShownAt(page: Page, other: Member): Promise<number> {
  await page.goto(`/user/chat/${other.id}`)
  await page.waitForFunction(() => (window.__gbNewest?.at ?? -1) > 0, null, { timeout: 15_000 })
  return page.evaluate(() => window.__gbNewest!.at!)
}

/** Median ms from navigation to the frame showing the newest message, fresh context per run. */
async function timeOpen(
  browser: Browser,
  baseURL: string,
  me: Member,
  other: Member,
  newest: string,
) {
  const times: number[] = []
  for (let i = 0; i <= RUNS; i++) {
    const context = await newContext(browser, baseURL, me.auth)
    try {
      await context.addInitScript(installNewestProbe, newest)
      const at = await newestShownAt(await context.newPage(), other)
      // The first run warms the server and the browser's code caches only.
      if (i > 0) times.push(at)
    } finally {
      await context.close()
    }
  }
  return median(times)
}

/**
 * Median of `visit` over RUNS visits in one page of `me`'s context; one more visit first, whose
 * time is dropped (it fills the code and HTTP caches: the others are a returning member's).
 */
async function medianOfVisits(
  browser: Browser,
  baseURL: string,
  me: Member,
  visit: (page: Page) => Promise<number>,
  prepare: (context: BrowserContext) => Promise<unknown> = async () => {},
) {
  const context = await newContext(browser, baseURL, me.auth)
  const times: number[] = []
  try {
    await prepare(context)
    const page = await context.newPage()
    for (let i = 0; i <= RUNS; i++) {
      const ms = await visit(page)
      if (i > 0) times.push(ms)
    }
  } finally {
    await context.close()
  }
  return median(times)
}

/** Median ms from navigation to the newest message for a returning member (code cached). */
function timeOpenWarm(
  browser: Browser,
  baseURL: string,
  me: Member,
  other: Member,
  newest: string,
) {
  return medianOfVisits(
    browser,
    baseURL,
    me,
    async (page) => {
      // A new page load each time, as a link from an email or another site opens it.
      await page.goto('about:blank')
      return newestShownAt(page, other)
    },
    (context) => context.addInitScript(installNewestProbe, newest),
  )
}

/** Watches for `marker` in the chat's message log (the inbox row shows it too); returns now. */
function watchMessageLog(marker: string): number {
  const probe = { at: null as number | null }
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role="log"]')?.textContent?.includes(marker)) return
    observer.disconnect()
    requestAnimationFrame(() => (probe.at = performance.now()))
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
  window.__gbNewest = probe
  return performance.now()
}

/** Median ms from clicking the chat's inbox row to the frame showing its newest message. */
function timeOpenInApp(
  browser: Browser,
  baseURL: string,
  me: Member,
  other: Member,
  newest: string,
) {
  return medianOfVisits(browser, baseURL, me, async (page) => {
    const row = page.locator(`a[href="/user/chat/${other.id}"]`).first()
    await page.goto('/user/inbox')
    await row.waitFor()
    const clickedAt = await page.evaluate(watchMessageLog, newest)
    await row.click()
    await page.waitForFunction(() => (window.__gbNewest?.at ?? -1) > 0, null, { timeout: 15_000 })
    return (await page.evaluate(() => window.__gbNewest!.at!)) - clickedAt
  })
}

export async function measureLongChat(
  baseURL: string,
  superuser: { email: string; password: string },
  rec: Recorder,
  signal: AbortSignal,
  newChatP95: number | null,
) {
  const f = longChatFigures
  const root = new PocketBase(baseURL)
  root.autoCancellation(false)
  await root.collection('_superusers').authWithPassword(superuser.email, superuser.password)
  const run = Date.now().toString(36)
  const long = await makeChat(root, `long${run}`, LONG, `Newest of ${LONG} (${run})`)
  const short = await makeChat(root, `short${run}`, 1, `Newest of 1 (${run})`)
  log(`seeded a ${LONG}-message chat in ${round(long.seconds)} s`)

  const browser = await launchBrowser(signal)
  try {
    throwIfAborted(signal)
    const reference = await timeOpen(browser, baseURL, short.a, short.b, `Newest of 1 (${run})`)
    rec.set(f.openReference, round(reference))
    const open = await timeOpen(browser, baseURL, long.a, long.b, `Newest of ${LONG} (${run})`)
    rec.set(f.open, round(open), {
      ratio: { value: open / reference, against: '1-message chat' },
      note: `seeded in ${round(long.seconds)} s`,
    })
    const inApp = await timeOpenInApp(
      browser,
      baseURL,
      long.a,
      long.b,
      `Newest of ${LONG} (${run})`,
    )
    rec.set(f.openInApp, round(inApp))
    const warm = await timeOpenWarm(browser, baseURL, long.a, long.b, `Newest of ${LONG} (${run})`)
    rec.set(f.openWarm, round(warm), { ratio: { value: warm / open, against: 'fresh visit' } })
    const floor = median(await loginFloor(browser, baseURL, true))
    rec.set(f.openOverFloor, round(open - floor), {
      note: `median ${Math.round(open)} ms - /login floor ${Math.round(floor)} ms (fresh visits, first dropped)`,
    })

    const pageA = await openChat(await newContext(browser, baseURL, long.a.auth), long.b.id)
    const pageB = await openChat(await newContext(browser, baseURL, long.b.auth), long.a.id)
    const { latencies, firstError } = await takeTurns([pageA, pageB], {
      count: MESSAGES,
      warmUps: 1,
      label: `long ${run}`,
      signal,
    })
    if (latencies.length === 0) {
      rec.set(f.p95, null, { note: `n/a: no message arrived ${firstError}` })
      return
    }
    const p95 = percentile(latencies, 95)
    rec.set(f.p95, round(p95), {
      ratio: newChatP95 ? { value: p95 / newChatP95, against: 'new chat p95' } : undefined,
      note: `${latencies.length} of ${MESSAGES} delivered; new chat p95 ${newChatP95 === null ? 'n/a' : round(newChatP95)} ms`,
    })
  } finally {
    await browser.close()
  }
}
