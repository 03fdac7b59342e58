// 3. Finder at scale: navigation -> first cards visible, and keystroke -> updated list, timed in
// the page with the Performance API (a MutationObserver notes the DOM change, the next animation
// frame stands for the paint).
import type { Page } from '@playwright/test'
import PocketBase from 'pocketbase'
import { apiTimeline, collectConsoleErrors, launchBrowser, newContext } from './browser'
import { TRAINER_COUNT, type TrainerSeed } from './data'
import type { FigureSpec, Ratio, Recorder } from './report'
import { log, median, percentile, round, throwIfAborted } from './util'

/** The finder's rows for one list size; each timing sits beside the same run's reference. */
export function finderFiguresFor(size: number, idPrefix: string, section: string) {
  const people = size.toLocaleString('en-US')
  return {
    reference: {
      id: `${idPrefix}.reference`,
      section,
      name: `Spec's naive call: full gym_buddies_view list, expand=trainer_profile (${people}, reference)`,
      unit: 'ms',
    },
    firstCards: {
      id: `${idPrefix}.firstCards`,
      section,
      name: 'Navigation -> first cards visible (median of 3)',
      unit: 'ms',
      budget: { op: '<=', limit: 1000 },
    },
    count: {
      id: `${idPrefix}.count`,
      section,
      name: 'Count line after load (exact)',
      unit: 'count',
      budget: { op: '==', limit: size },
    },
    keystrokeP95: {
      id: `${idPrefix}.keystroke.p95`,
      section,
      name: 'Keystroke -> updated list, p95',
      unit: 'ms',
      budget: { op: '<=', limit: 50 },
    },
    keystrokeP50: {
      id: `${idPrefix}.keystroke.p50`,
      section,
      name: 'Keystroke -> updated list, p50',
      unit: 'ms',
    },
    keystrokeRequest: {
      id: `${idPrefix}.keystroke.request.p95`,
      section,
      name: 'Keystroke split: keydown -> request sent, plus the answer download, p95',
      unit: 'ms',
    },
    keystrokeServer: {
      id: `${idPrefix}.keystroke.server.p95`,
      section,
      name: 'Keystroke split: request sent -> first byte of the answer (server), p95',
      unit: 'ms',
    },
    keystrokeRender: {
      id: `${idPrefix}.keystroke.render.p95`,
      section,
      name: 'Keystroke split: answer received -> updated list painted (render), p95',
      unit: 'ms',
    },
    keystrokeExact: {
      id: `${idPrefix}.keystroke.exact`,
      section,
      name: 'Keystrokes whose count line and list matched',
      unit: '%',
      budget: { op: '==', limit: 100 },
    },
  } satisfies Record<string, FigureSpec>
}

export type FinderFigures = ReturnType<typeof finderFiguresFor>

export const finderFigures = finderFiguresFor(TRAINER_COUNT, 'finder', '3 Finder (2,000 trainers)')

/** The spec's own call (§7 "Buddy list"): the whole view with expand, as a visitor; its time is
 * the same-run reference for the finder's figures. */
export async function timeNaiveList(baseURL: string): Promise<{ ms: number; rows: number }> {
  const pb = new PocketBase(baseURL)
  pb.autoCancellation(false)
  const started = performance.now()
  const rows = await pb
    .collection('gym_buddies_view')
    .getFullList({ expand: 'trainer_profile', batch: 1000, requestKey: null })
  return { ms: performance.now() - started, rows: rows.length }
}

const SEARCH_PLACEHOLDER = 'Search by name, email, or specialization...'
const NAVIGATIONS = 3
const CYCLES = 30
const KEY_INTERVAL_MS = 120
/** Letters absent from the synthetic emails (t123@gb.test), so each query narrows the list. */
const QUERY_LETTERS = 'acdfhijklmnopqruvwxyz'

declare global {
  interface Window {
    __gbFinder?: FinderProbe
  }
}

interface FinderProbe {
  firstCardsAt: number | null
  countText: () => number | null
  cards: () => number
  arm: (count: number, cards: number) => void
  wait: (timeoutMs: number) => Promise<KeystrokeResult>
}

/** One keystroke's time and, from the search request's resource timing, where it went. */
interface KeystrokeResult {
  ms: number | null
  count: number | null
  cards: number
  split?: { request: number; server: number; render: number }
}

/** Installed before the app's scripts; self-contained because Playwright serializes it. */
export function installProbe() {
  // 120 keystrokes' requests must stay readable (the default buffer keeps 250 entries).
  performance.setResourceTimingBufferSize(10_000)
  const COUNT_LINE = /^\s*([\d,]+)\s+gym\s+budd(?:y|ies)\s+found\s*$/i
  let countElement: Element | null = null
  const findCount = (): Element | null => {
    if (countElement?.isConnected && COUNT_LINE.test(countElement.textContent ?? '')) {
      return countElement
    }
    countElement = null
    const walker = document.createTreeWalker(document.body ?? document, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.nodeValue?.includes('found')) continue
      let el = node.parentElement
      for (let up = 0; el && up < 3; up++, el = el.parentElement) {
        if (COUNT_LINE.test(el.textContent ?? '')) return (countElement = el)
      }
    }
    return null
  }
  const countText = () => {
    const match = COUNT_LINE.exec(findCount()?.textContent ?? '')
    return match ? Number(match[1].replace(/,/g, '')) : null
  }
  const isBook = (el: Element) => el.textContent?.trim() === 'Book Session'
  const cards = () => {
    let n = 0
    for (const el of Array.from(document.querySelectorAll('a, button'))) if (isBook(el)) n++
    return n
  }
  const firstVisibleCard = () => {
    for (const el of Array.from(document.querySelectorAll('a, button'))) {
      if (!isBook(el)) continue
      // The card is in view once its top is (its button may sit lower, under the card's text).
      const box = (el.closest('article') ?? el).getBoundingClientRect()
      if (box.width > 0 && box.height > 0 && box.top < window.innerHeight) return true
    }
    return false
  }

  let armed: { count: number; cards: number; keyAt: number | null } | null = null
  let settle: ((result: KeystrokeResult) => void) | null = null
  // The newest search request that started after the keydown and ended before the paint.
  const splitOf = (keyAt: number, doneAt: number): KeystrokeResult['split'] => {
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.name.includes('/api/gymbuddy/finder?') && e.startTime >= keyAt)
      .filter((e) => e.responseEnd > 0 && e.responseEnd <= doneAt)
    const e = entries[entries.length - 1]
    if (!e || e.requestStart <= 0) return undefined
    return {
      request: e.requestStart - keyAt + (e.responseEnd - e.responseStart),
      server: e.responseStart - e.requestStart,
      render: doneAt - e.responseEnd,
    }
  }
  const probe: FinderProbe = {
    firstCardsAt: null,
    countText,
    cards,
    arm(count, expectedCards) {
      armed = { count, cards: expectedCards, keyAt: null }
    },
    wait(timeoutMs) {
      return new Promise((done) => {
        const timer = setTimeout(() => {
          settle = null
          armed = null
          done({ ms: null, count: countText(), cards: cards() })
        }, timeoutMs)
        settle = (result) => {
          clearTimeout(timer)
          done(result)
        }
        check()
      })
    },
  }
  const check = () => {
    if (probe.firstCardsAt === null && firstVisibleCard()) {
      probe.firstCardsAt = -1
      requestAnimationFrame(() => (probe.firstCardsAt = performance.now()))
    }
    const state = armed
    if (!state || state.keyAt === null || !settle) return
    if (countText() !== state.count || cards() !== state.cards) return
    armed = null
    const finish = settle
    settle = null
    const keyAt = state.keyAt
    requestAnimationFrame(() => {
      const doneAt = performance.now()
      finish({ ms: doneAt - keyAt, count: null, cards: 0, split: splitOf(keyAt, doneAt) })
    })
  }
  window.addEventListener(
    'keydown',
    (event) => {
      if (armed && armed.keyAt === null) armed.keyAt = event.timeStamp
    },
    true,
  )
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  })
  window.__gbFinder = probe
}

function matches(trainer: TrainerSeed, query: string): boolean {
  const q = query.toLowerCase()
  return (
    trainer.name.toLowerCase().includes(q) ||
    trainer.email.toLowerCase().includes(q) ||
    trainer.specializations.some((s) => s.toLowerCase().includes(q))
  )
}

interface Step {
  key: string
  query: string
  count: number
}

/** Cycles of: letter, second letter, Backspace, Backspace; every step changes the count. */
export function keystrokePlan(trainers: TrainerSeed[], cycles = CYCLES): Step[] {
  const count = (q: string) => (q ? trainers.filter((t) => matches(t, q)).length : trainers.length)
  const pairs: [string, string][] = []
  for (const a of QUERY_LETTERS) {
    const ca = count(a)
    if (ca === 0 || ca === trainers.length) continue
    for (const b of QUERY_LETTERS) {
      const cab = count(a + b)
      if (cab > 0 && cab !== ca) pairs.push([a, b])
    }
  }
  if (pairs.length === 0) throw new Error('no usable queries in the synthetic data')
  const steps: Step[] = []
  for (let i = 0; i < cycles; i++) {
    const [a, b] = pairs[Math.floor((i * pairs.length) / cycles)]
    steps.push({ key: a, query: a, count: count(a) })
    steps.push({ key: b, query: a + b, count: count(a + b) })
    steps.push({ key: 'Backspace', query: a, count: count(a) })
    steps.push({ key: 'Backspace', query: '', count: trainers.length })
  }
  return steps
}

async function waitForFullList(
  page: Page,
  size: number,
  timeoutMs: number,
): Promise<number | null> {
  const deadline = Date.now() + timeoutMs
  let count: number | null = null
  while (Date.now() < deadline) {
    count = await page.evaluate(() => window.__gbFinder?.countText() ?? null)
    if (count === size) return count
    await page.waitForTimeout(100)
  }
  return count
}

export async function measureFinder(
  baseURL: string,
  trainers: TrainerSeed[],
  rec: Recorder,
  signal: AbortSignal,
  cpuRatio: (ms: number) => Ratio | undefined,
  f: FinderFigures = finderFigures,
  /** The finder's address, e.g. with "Free at" set in its query. */
  path = '/find-gym-buddy',
) {
  const size = trainers.length
  const reference = await timeNaiveList(baseURL).catch(() => null)
  rec.set(f.reference, reference ? round(reference.ms) : null, {
    ratio: reference ? cpuRatio(reference.ms) : undefined,
    note: reference ? `${reference.rows} rows` : 'n/a: the naive list failed',
  })
  const browser = await launchBrowser(signal)
  try {
    const firstCards: number[] = []
    const timelines: string[] = []
    let errors: string[] = []
    let lastPage: Page | null = null
    for (let i = 0; i < NAVIGATIONS; i++) {
      throwIfAborted(signal)
      const context = await newContext(browser, baseURL)
      await context.addInitScript(installProbe)
      const page = await context.newPage()
      errors = collectConsoleErrors(page)
      await page.goto(path)
      await page
        .waitForFunction(() => (window.__gbFinder?.firstCardsAt ?? -1) > 0, null, {
          timeout: 15_000,
        })
        .catch(() => undefined)
      const at = await page.evaluate(() => window.__gbFinder?.firstCardsAt ?? null)
      if (at !== null && at > 0) firstCards.push(at)
      timelines.push(await apiTimeline(page))
      if (i < NAVIGATIONS - 1) await context.close()
      else lastPage = page
    }
    if (firstCards.length) {
      const ms = median(firstCards)
      rec.set(f.firstCards, round(ms), {
        ratio: cpuRatio(ms),
        note: `runs ${firstCards.map((v) => Math.round(v)).join(', ')} ms; ${timelines[0]}`,
      })
    } else {
      rec.set(f.firstCards, null, {
        note: `n/a: no "Book Session" card appeared within 15 s ${errors.join('; ')}`,
      })
    }
    if (!lastPage) return
    const page = lastPage
    // Typing starts once the count line reads every trainer and the page is idle.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
    const count = await waitForFullList(page, size, 15_000)
    rec.set(f.count, count, {
      note: count === null ? 'n/a: no "N gym buddies found" line' : undefined,
    })
    if (count !== size) {
      const keystrokeSpecs = [f.keystrokeP95, f.keystrokeP50, f.keystrokeExact]
      keystrokeSpecs.push(f.keystrokeRequest, f.keystrokeServer, f.keystrokeRender)
      for (const spec of keystrokeSpecs) {
        rec.set(spec, null, { note: `n/a: the full list (${size}) never showed` })
      }
      return
    }
    await measureKeystrokes(page, trainers, rec, signal, cpuRatio, f)
  } finally {
    await browser.close()
  }
}

async function measureKeystrokes(
  page: Page,
  trainers: TrainerSeed[],
  rec: Recorder,
  signal: AbortSignal,
  cpuRatio: (ms: number) => Ratio | undefined,
  f: FinderFigures,
) {
  const fullCards = await page.evaluate(() => window.__gbFinder?.cards() ?? 0)
  const search = page.getByPlaceholder(SEARCH_PLACEHOLDER)
  await search.click({ timeout: 10_000 })
  const plan = keystrokePlan(trainers)
  const latencies: number[] = []
  const splits: NonNullable<KeystrokeResult['split']>[] = []
  const misses: string[] = []
  // The first narrowing keystroke (the first step) is reported on its own too: it is the one a
  // finder that prepares anything on first use pays for.
  let firstKeystroke: number | null = null
  for (const [index, step] of plan.entries()) {
    throwIfAborted(signal)
    // Typing at about 8 keys a second: each keystroke starts from an idle page, as a person's does.
    await page.waitForTimeout(KEY_INTERVAL_MS)
    const cards = Math.min(step.count, fullCards)
    await page.evaluate(([c, k]) => window.__gbFinder?.arm(c, k), [step.count, cards] as const)
    await page.keyboard.press(step.key)
    const result = await page.evaluate(() => window.__gbFinder!.wait(3000))
    if (index === 0) firstKeystroke = result.ms
    if (result.split) splits.push(result.split)
    if (result.ms !== null) latencies.push(result.ms)
    else if (misses.length < 3) {
      misses.push(
        `"${step.query}": want ${step.count} (${cards} cards), saw ${result.count} (${result.cards} cards)`,
      )
    }
  }
  const exact = (100 * latencies.length) / plan.length
  log(`finder: ${latencies.length}/${plan.length} keystrokes matched; ${fullCards} cards rendered`)
  rec.set(f.keystrokeExact, round(exact), {
    note: misses.length ? misses.join('; ') : `${plan.length} keystrokes`,
  })
  if (latencies.length === 0) {
    rec.set(f.keystrokeP95, null, { note: 'n/a: no keystroke produced the expected list' })
    rec.set(f.keystrokeP50, null, { note: 'n/a: no keystroke produced the expected list' })
    return
  }
  const p95 = percentile(latencies, 95)
  const p50 = percentile(latencies, 50)
  rec.set(f.keystrokeP95, round(p95), {
    ratio: cpuRatio(p95),
    note: `first narrowing keystroke ${firstKeystroke === null ? 'n/a' : Math.round(firstKeystroke)} ms; max ${Math.round(Math.max(...latencies))} ms; ${fullCards} cards in the DOM for the full list`,
  })
  rec.set(f.keystrokeP50, round(p50), { ratio: cpuRatio(p50) })
  const parts = [
    [f.keystrokeRequest, 'request'],
    [f.keystrokeServer, 'server'],
    [f.keystrokeRender, 'render'],
  ] as const
  for (const [spec, part] of parts) {
    const values = splits.map((s) => s[part])
    if (values.length === 0) {
      rec.set(spec, null, { note: 'n/a: no search request seen in the resource timings' })
      continue
    }
    rec.set(spec, round(percentile(values, 95)), {
      note: `p50 ${round(percentile(values, 50))} ms, max ${round(Math.max(...values))} ms; ${values.length} keystrokes with their request`,
    })
  }
}
