// 4. Inbox at scale: a user with 200 conversations opens /user/inbox (hard navigation, signed in).
// Timed in the page from navigation start to the frame after every row link is in the DOM;
// API requests are counted for 200 and for 10 conversations (the number must not grow).
import type { Browser } from '@playwright/test'
import { collectConsoleErrors, launchBrowser, newContext } from './browser'
import { INBOX_CHATS, SMALL_INBOX_CHATS, type Account } from './data'
import type { FigureSpec, Ratio, Recorder } from './report'
import { median, round, sleep, throwIfAborted } from './util'

const SECTION = '4 Inbox (200 chats)'
export const inboxFigures = {
  render: {
    id: 'inbox.render',
    section: SECTION,
    name: 'Navigation -> 200 rows rendered (median of 5)',
    unit: 'ms',
    budget: { op: '<=', limit: 300 },
  },
  requests: {
    id: 'inbox.requests',
    section: SECTION,
    name: 'API requests to show 200 conversations',
    unit: 'requests',
  },
  requestGrowth: {
    id: 'inbox.requests.growth',
    section: SECTION,
    name: 'Extra API requests for 200 vs 10 conversations',
    unit: 'requests',
    budget: { op: '<=', limit: 0 },
  },
} satisfies Record<string, FigureSpec>

const RUNS = 5

declare global {
  interface Window {
    __gbInbox?: { rowsAt: number | null; rows: () => number; chatsRequest: () => string }
  }
}

function installProbe(expected: number) {
  const rows = () => {
    const hrefs = new Set<string>()
    for (const a of Array.from(document.querySelectorAll('a[href^="/user/chat/"]'))) {
      hrefs.add(a.getAttribute('href') ?? '')
    }
    return hrefs.size
  }
  const probe = {
    rowsAt: null as number | null,
    rows,
    chatsRequest: () => {
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map(
          (e) =>
            `${new URL(e.name).pathname.split('/').pop()} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`,
        )
        .join('; ')
    },
  }
  new MutationObserver(() => {
    if (probe.rowsAt !== null || rows() < expected) return
    probe.rowsAt = -1
    requestAnimationFrame(() => (probe.rowsAt = performance.now()))
  }).observe(document, { childList: true, subtree: true })
  window.__gbInbox = probe
}

interface InboxLoad {
  ms: number | null
  rows: number
  requests: string[]
  chatsRequest: string
  errors: string[]
}

async function openInbox(browser: Browser, baseURL: string, user: Account, expected: number) {
  const context = await newContext(browser, baseURL, user.auth)
  try {
    await context.addInitScript(installProbe, expected)
    const page = await context.newPage()
    const requests: string[] = []
    const errors = collectConsoleErrors(page)
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/realtime')) {
        requests.push(`${r.method()} ${url.pathname}`)
      }
    })
    await page.goto('/user/inbox')
    await page
      .waitForFunction(() => (window.__gbInbox?.rowsAt ?? -1) > 0, null, { timeout: 10_000 })
      .catch(() => undefined)
    // Late requests (per-row lookups after the first render) still count.
    await sleep(750)
    const load: InboxLoad = await page.evaluate(() => ({
      ms: (window.__gbInbox?.rowsAt ?? -1) > 0 ? window.__gbInbox!.rowsAt : null,
      rows: window.__gbInbox?.rows() ?? 0,
      requests: [],
      errors: [],
      chatsRequest: window.__gbInbox?.chatsRequest() ?? '',
    }))
    return { ...load, requests, errors }
  } finally {
    await context.close()
  }
}

export async function measureInbox(
  baseURL: string,
  users: { big: Account; small: Account },
  rec: Recorder,
  signal: AbortSignal,
  cpuRatio: (ms: number) => Ratio | undefined,
) {
  const f = inboxFigures
  const browser = await launchBrowser(signal)
  try {
    const loads: InboxLoad[] = []
    for (let i = 0; i < RUNS; i++) {
      throwIfAborted(signal)
      loads.push(await openInbox(browser, baseURL, users.big, INBOX_CHATS))
    }
    const small = await openInbox(browser, baseURL, users.small, SMALL_INBOX_CHATS)
    const times = loads.map((l) => l.ms).filter((v): v is number => v !== null)
    if (times.length) {
      const ms = median(times)
      rec.set(f.render, round(ms), {
        ratio: cpuRatio(ms),
        note: `runs ${times.map(Math.round).join(', ')} ms; ${loads[0].chatsRequest}`,
      })
    } else {
      const rows = Math.max(...loads.map((l) => l.rows))
      rec.set(f.render, null, {
        note: `n/a: ${rows} of ${INBOX_CHATS} conversation links appeared`,
      })
    }
    const big = loads[loads.length - 1]
    const summary = (l: InboxLoad) => {
      const counts = new Map<string, number>()
      for (const r of l.requests) counts.set(r, (counts.get(r) ?? 0) + 1)
      return [...counts].map(([r, n]) => (n > 1 ? `${n}× ${r}` : r)).join(', ')
    }
    rec.set(f.requests, big.requests.length, { note: summary(big).slice(0, 200) })
    if (small.rows < SMALL_INBOX_CHATS || big.rows < INBOX_CHATS) {
      rec.set(f.requestGrowth, null, {
        note: `n/a: the inboxes showed ${big.rows} of ${INBOX_CHATS} and ${small.rows} of ${SMALL_INBOX_CHATS} rows`,
      })
    } else {
      rec.set(f.requestGrowth, big.requests.length - small.requests.length, {
        note: `${big.requests.length} requests for ${INBOX_CHATS} chats, ${small.requests.length} for ${SMALL_INBOX_CHATS}`,
      })
    }
  } finally {
    await browser.close()
  }
}
