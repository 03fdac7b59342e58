// 5. Chat latency: two signed-in browser contexts on /user/chat/{other}; 100 messages, taking turns.
// Time from the Send click in one page to the text in the other page's DOM (both pages share the
// machine clock: performance.timeOrigin + performance.now()).
import type { BrowserContext, Page } from '@playwright/test'
import { launchBrowser, newContext } from './browser'
import type { Account } from './data'
import type { FigureSpec, Ratio, Recorder } from './report'
import { errorText, percentile, round, throwIfAborted } from './util'

const SECTION = '5 Chat'
export const chatFigures = {
  p50: {
    id: 'chat.p50',
    section: SECTION,
    name: 'Send -> message in the other DOM, p50',
    unit: 'ms',
    budget: { op: '<=', limit: 50 },
  },
  p95: {
    id: 'chat.p95',
    section: SECTION,
    name: 'Send -> message in the other DOM, p95',
    unit: 'ms',
    budget: { op: '<=', limit: 150 },
  },
  delivered: {
    id: 'chat.delivered',
    section: SECTION,
    name: 'Messages delivered (of 100)',
    unit: 'count',
    budget: { op: '==', limit: 100 },
  },
} satisfies Record<string, FigureSpec>

const MESSAGES = 100
const WARM_UP = 2
const INPUT_PLACEHOLDER = 'Type a message...'

declare global {
  interface Window {
    __gbChat?: {
      sentAt: number | null
      arm: (marker: string) => void
      wait: (timeoutMs: number) => Promise<number | null>
    }
  }
}

function installProbe() {
  const now = () => performance.timeOrigin + performance.now()
  let marker: string | null = null
  let seenAt: number | null = null
  let notify: (() => void) | null = null
  const look = () => {
    if (marker === null || seenAt !== null) return
    if (document.body?.textContent?.includes(marker)) {
      seenAt = now()
      notify?.()
    }
  }
  const probe = {
    sentAt: null as number | null,
    arm(text: string) {
      marker = text
      seenAt = null
      look()
    },
    wait(timeoutMs: number) {
      return new Promise<number | null>((done) => {
        if (seenAt !== null) return done(seenAt)
        const timer = setTimeout(() => {
          notify = null
          done(null)
        }, timeoutMs)
        notify = () => {
          clearTimeout(timer)
          notify = null
          done(seenAt)
        }
      })
    },
  }
  const noteSend = (event: Event) => {
    probe.sentAt = performance.timeOrigin + event.timeStamp
  }
  window.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button')
      if (button && /send/i.test(`${button.textContent} ${button.getAttribute('aria-label')}`)) {
        noteSend(event)
      }
    },
    true,
  )
  new MutationObserver(look).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  })
  window.__gbChat = probe
}

export async function openChat(context: BrowserContext, otherId: string): Promise<Page> {
  await context.addInitScript(installProbe)
  const page = await context.newPage()
  await page.goto(`/user/chat/${otherId}`)
  await page.getByPlaceholder(INPUT_PLACEHOLDER).waitFor({ state: 'visible', timeout: 15_000 })
  return page
}

/** Sends one message from `from` and returns ms until `to` shows it, or null after 5 s. */
export async function sendOne(from: Page, to: Page, text: string, timeoutMs = 5000) {
  await to.evaluate((m) => window.__gbChat?.arm(m), text)
  await from.evaluate(() => window.__gbChat && (window.__gbChat.sentAt = null))
  await from.getByPlaceholder(INPUT_PLACEHOLDER).fill(text)
  await from.getByRole('button', { name: 'Send', exact: true }).click()
  const seenAt = await to.evaluate((ms) => window.__gbChat!.wait(ms), timeoutMs)
  const sentAt = await from.evaluate(() => window.__gbChat?.sentAt ?? null)
  if (seenAt === null || sentAt === null) return null
  return seenAt - sentAt
}

/**
 * Two open chat pages take turns sending `count` messages (after `warmUps` untimed rounds each
 * way, which let both pages finish subscribing): the send -> other DOM times of those that arrived.
 */
export async function takeTurns(
  [pageA, pageB]: [Page, Page],
  {
    count,
    warmUps,
    label,
    signal,
  }: { count: number; warmUps: number; label: string; signal: AbortSignal },
): Promise<{ latencies: number[]; firstError: string }> {
  for (let i = 0; i < warmUps; i++) {
    await sendOne(pageA, pageB, `warm-up ${label} a${i}`, 10_000)
    await sendOne(pageB, pageA, `warm-up ${label} b${i}`, 10_000)
  }
  const latencies: number[] = []
  let firstError = ''
  for (let i = 0; i < count; i++) {
    throwIfAborted(signal)
    const [from, to] = i % 2 === 0 ? [pageA, pageB] : [pageB, pageA]
    try {
      const ms = await sendOne(from, to, `${label} message ${i + 1} of ${count}`)
      if (ms !== null) latencies.push(ms)
    } catch (error) {
      firstError ||= errorText(error)
    }
  }
  return { latencies, firstError }
}

export async function measureChat(
  baseURL: string,
  pair: [Account, Account],
  rec: Recorder,
  signal: AbortSignal,
  cpuRatio: (ms: number) => Ratio | undefined,
): Promise<number | null> {
  const f = chatFigures
  const browser = await launchBrowser(signal)
  try {
    const [a, b] = pair
    const pageA = await openChat(await newContext(browser, baseURL, a.auth), b.id)
    const pageB = await openChat(await newContext(browser, baseURL, b.auth), a.id)
    const { latencies, firstError } = await takeTurns([pageA, pageB], {
      count: MESSAGES,
      warmUps: WARM_UP,
      label: `bench ${Date.now().toString(36)}`,
      signal,
    })
    rec.set(f.delivered, latencies.length, {
      note: latencies.length < MESSAGES ? `undelivered within 5 s or failed ${firstError}` : '',
    })
    if (latencies.length === 0) {
      const why = `n/a: no message arrived ${firstError}`
      rec.set(f.p50, null, { note: why })
      rec.set(f.p95, null, { note: why })
      return null
    }
    const p50 = percentile(latencies, 50)
    const p95 = percentile(latencies, 95)
    rec.set(f.p50, round(p50), { ratio: cpuRatio(p50) })
    rec.set(f.p95, round(p95), {
      ratio: cpuRatio(p95),
      note: `max ${Math.round(Math.max(...latencies))} ms`,
    })
    return p95
  } finally {
    await browser.close()
  }
}
