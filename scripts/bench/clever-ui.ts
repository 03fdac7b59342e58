// 11. The browser's clever parts against their plain versions, in the same run: the finder's
// filter selects loading Radix's select on first use against loading it with the page (bytes on
// / and the finder, navigation -> first cards, main-thread blocking while the finder loads), and
// the app's own live-query hook against TanStack Query (bytes each adds to the chunks that load
// it; both send one request per query and screen). docs/capacity.md keeps the verdicts (a part
// stays only while it gains ≥ 2× over its plain version).
import { build } from 'esbuild'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page, Response } from '@playwright/test'
import { projectRoot } from '../lib/pocketbase'
import { launchBrowser, newContext } from './browser'
import { installProbe } from './finder'
import type { FigureSpec, Recorder } from './report'
import { median, round, throwIfAborted } from './util'

const SECTION = '11 Clever parts (browser)'
const NAVIGATIONS = 5
/** Lighthouse's mobile CPU slowdown: blocking time is read as Lighthouse reads it. */
const CPU_SLOWDOWN = 4

const spec = (id: string, name: string, unit: string) => ({
  id: `clever.${id}`,
  section: SECTION,
  name,
  unit,
})

export const cleverUiFigures = {
  selectLanding: spec('select.landing', 'Filter select JS on / (gzip, either way)', 'kB'),
  selectFinder: spec('select.finder', 'Finder JS on first load, as built (gzip)', 'kB'),
  selectRadix: spec('select.radix', "Radix select's JS the finder loads on first use (gzip)", 'kB'),
  selectBytesGain: spec('select.bytesGain', 'Finder JS with Radix at once ÷ as built', '×'),
  selectCards: spec('select.firstCards', 'Finder first cards, as built (median of 5)', 'ms'),
  selectCardsAtOnce: spec('select.firstCards.atOnce', 'The same with Radix loaded at once', 'ms'),
  selectBlocking: spec(
    'select.blocking',
    `Finder load: main-thread blocking (tasks over 50 ms, CPU ${CPU_SLOWDOWN}× slower), as built`,
    'ms',
  ),
  selectBlockingAtOnce: spec('select.blocking.atOnce', 'The same with Radix loaded at once', 'ms'),
  liveQuery: spec('liveQuery.bytes', 'use-live-query.ts, minified (gzip)', 'kB'),
  tanstack: spec('tanstack.bytes', 'TanStack Query for the same calls, minified (gzip)', 'kB'),
  liveQueryLines: spec('liveQuery.lines', 'Lines of use-live-query.ts (+ its test)', 'count'),
} satisfies Record<string, FigureSpec>

const kb = (bytes: number) => round(bytes / 1000, 1)
interface Fetched {
  gzip: number
  text: string
}

/** JS files Chromium fetched (path → gzip bytes and text) while `during` ran on `page`. */
async function jsFetched(
  page: Page,
  during: () => Promise<unknown>,
): Promise<Map<string, Fetched>> {
  const files = new Map<string, Fetched>()
  const pending: Promise<void>[] = []
  const onResponse = (response: Response) => {
    const path = new URL(response.url()).pathname
    if (!path.endsWith('.js') || response.status() >= 300) return
    pending.push(
      response
        .body()
        .then(
          (body) => void files.set(path, { gzip: gzipSync(body).length, text: body.toString() }),
        )
        .catch(() => undefined),
    )
  }
  page.on('response', onResponse)
  try {
    await during()
    await Promise.all(pending)
  } finally {
    page.off('response', onResponse)
  }
  return files
}

const sum = (files: Map<string, Fetched>) => [...files.values()].reduce((a, b) => a + b.gzip, 0)

declare global {
  interface Window {
    __gbBlocking?: number
  }
}

/** Sums each long task's time over 50 ms (what Lighthouse's total blocking time sums). */
function watchBlocking() {
  window.__gbBlocking = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__gbBlocking = (window.__gbBlocking ?? 0) + Math.max(0, entry.duration - 50)
  }).observe({ type: 'longtask', buffered: true })
}

interface FinderLoad {
  firstCards: number
  blocking: number
}

/**
 * Fresh loads of the finder: navigation → first cards (the finder bench's probe), and the
 * main-thread blocking until the network is idle with the CPU slowed as Lighthouse slows it;
 * `atOnce` turns the select's lazy import into a static one: its importer is served with an
 * `import` of the Radix module prepended, so the module loads and runs before the finder's code.
 */
async function finderLoads(
  baseURL: string,
  signal: AbortSignal,
  atOnce?: { importer: string; module: string },
): Promise<FinderLoad[]> {
  const browser = await launchBrowser(signal)
  const runs: FinderLoad[] = []
  try {
    for (let i = 0; i < NAVIGATIONS; i++) {
      throwIfAborted(signal)
      const context = await newContext(browser, baseURL)
      await context.addInitScript(installProbe)
      await context.addInitScript(watchBlocking)
      if (atOnce) {
        await context.route(`**${atOnce.importer}`, async (route) => {
          const response = await route.fetch()
          const body = `import ${JSON.stringify(atOnce.module)};\n${await response.text()}`
          await route.fulfill({ response, body })
        })
      }
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await page.goto('/find-gym-buddy', { waitUntil: 'networkidle', timeout: 30_000 })
      await page
        .waitForFunction(() => (window.__gbFinder?.firstCardsAt ?? -1) > 0, null, {
          timeout: 15_000,
        })
        .catch(() => undefined)
      const at = await page.evaluate(() => window.__gbFinder?.firstCardsAt ?? null)
      const blocking = await page.evaluate(() => window.__gbBlocking ?? 0)
      if (at !== null && at > 0) runs.push({ firstCards: at, blocking })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return runs
}

async function measureSelect(baseURL: string, rec: Recorder, signal: AbortSignal) {
  const f = cleverUiFigures
  const browser = await launchBrowser(signal)
  let radixFiles: string[] = []
  let staticImport: { importer: string; module: string } | undefined
  try {
    const context = await newContext(browser, baseURL)
    const page = await context.newPage()
    const landing = await jsFetched(page, () =>
      page.goto('/', { waitUntil: 'networkidle', timeout: 30_000 }),
    )
    const finderPage = await context.newPage()
    const finder = await jsFetched(finderPage, () =>
      finderPage.goto('/find-gym-buddy', { waitUntil: 'networkidle', timeout: 30_000 }),
    )
    // The first gesture on a filter select (pointer over it) loads whatever it still lacks.
    const trigger = finderPage.locator('button[data-slot="select-trigger"]').first()
    const radix = await jsFetched(finderPage, async () => {
      await trigger.hover({ timeout: 10_000 })
      await finderPage.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
      await finderPage.waitForTimeout(300)
    })
    radixFiles = [...radix.keys()]
    // The Radix part's own module (the lazy import's target) and the finder file importing it.
    const module = radixFiles.find((file) => /filter-select-radix/.test(file))
    const name = module?.split('/').pop() ?? ''
    const importer = [...finder].find(([, file]) => name && file.text.includes(name))?.[0]
    if (module && importer) staticImport = { importer, module }
    const landingHasIt = [...landing.keys()].some((file) => radix.has(file))
    rec.set(f.selectLanding, landingHasIt ? kb(sum(radix)) : 0, {
      note: `${kb(sum(landing))} kB of JS on / in all; the finder's filters are not on /`,
    })
    rec.set(f.selectFinder, kb(sum(finder)), { note: `${finder.size} files` })
    rec.set(f.selectRadix, kb(sum(radix)), {
      note: radixFiles.map((file) => file.replace(/^\/assets\//, '')).join(', ') || 'none',
    })
    if (sum(finder) > 0)
      rec.set(f.selectBytesGain, round((sum(finder) + sum(radix)) / sum(finder), 2), {
        note: 'what loading Radix with the page would add to the finder',
      })
    await context.close()
  } finally {
    await browser.close()
  }
  const asBuilt = await finderLoads(baseURL, signal)
  const atOnce = staticImport ? await finderLoads(baseURL, signal, staticImport) : []
  const cards = (loads: FinderLoad[]) => loads.map((load) => load.firstCards)
  const blocking = (loads: FinderLoad[]) => loads.map((load) => load.blocking)
  const runs = (values: number[]) => values.map((v) => Math.round(v)).join(', ')
  const against = (a: number[], b: number[]) =>
    a.length && b.length && median(b) > 0
      ? { value: median(a) / median(b), against: 'as built' }
      : undefined
  if (asBuilt.length) {
    rec.set(f.selectCards, round(median(cards(asBuilt))), { note: runs(cards(asBuilt)) })
    rec.set(f.selectBlocking, round(median(blocking(asBuilt))), {
      note: runs(blocking(asBuilt)),
    })
  }
  if (atOnce.length) {
    rec.set(f.selectCardsAtOnce, round(median(cards(atOnce))), {
      ratio: against(cards(atOnce), cards(asBuilt)),
      note: runs(cards(atOnce)),
    })
    rec.set(f.selectBlockingAtOnce, round(median(blocking(atOnce))), {
      ratio: against(blocking(atOnce), blocking(asBuilt)),
      note: runs(blocking(atOnce)),
    })
  } else {
    const note = radixFiles.length
      ? 'n/a: no finder file imports filter-select-radix'
      : 'n/a: the select loads nothing on first use'
    rec.set(f.selectCardsAtOnce, null, { note })
    rec.set(f.selectBlockingAtOnce, null, { note })
  }
}

/** Minified, gzipped size of `source` bundled with React and the SDK left out (both load anyway). */
async function bundledBytes(source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: join(projectRoot, 'src'), loader: 'tsx' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react-dom', 'pocketbase', 'react/jsx-runtime'],
    alias: { '@': join(projectRoot, 'src') },
    logLevel: 'silent',
  })
  return gzipSync(result.outputFiles[0].contents).length
}

// What the screens would import from TanStack Query to do what useLiveQuery does for them.
const TANSTACK_USE = `export { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query'`
const LIVE_QUERY_USE = `export { useLiveQuery, subscribeToAll } from '@/lib/use-live-query'`

async function measureLiveQuery(rec: Recorder) {
  const f = cleverUiFigures
  const lines = (file: string) =>
    readFileSync(join(projectRoot, file), 'utf8').split('\n').length - 1
  const own = await bundledBytes(LIVE_QUERY_USE)
  rec.set(f.liveQuery, kb(own), { note: 'with its reconnect helper (lib/connection.ts)' })
  try {
    const tanstack = await bundledBytes(TANSTACK_USE)
    rec.set(f.tanstack, kb(tanstack), {
      ratio: own > 0 ? { value: tanstack / own, against: 'use-live-query' } : undefined,
      note: 'QueryClient, provider, useQuery; live events and reload after an outage still need own code',
    })
  } catch (error) {
    rec.set(f.tanstack, null, {
      note: `n/a: @tanstack/react-query not installed (${String(error).slice(0, 80)})`,
    })
  }
  const hook = lines('src/lib/use-live-query.ts')
  const test = lines('src/lib/use-live-query.test.tsx')
  rec.set(f.liveQueryLines, hook + test, { note: `${hook} + ${test} (test)` })
}

export async function measureCleverUi(baseURL: string, rec: Recorder, signal: AbortSignal) {
  await measureSelect(baseURL, rec, signal)
  throwIfAborted(signal)
  await measureLiveQuery(rec)
}
