// 11. The browser's clever parts against their plain versions, in the same run: the finder's
// filter selects loading Radix's select on first use against loading it with the page (bytes on
// / and the finder, navigation -> first cards), and the app's own live-query hook against
// TanStack Query (bytes each adds to the chunks that load it; both send one request per query).
// docs/capacity.md keeps the verdicts (a part stays only while it gains ≥ 2× over the plain one).
import { build } from 'esbuild'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { projectRoot } from '../lib/pocketbase'
import { launchBrowser, newContext } from './browser'
import { installProbe } from './finder'
import type { FigureSpec, Recorder } from './report'
import { median, round, throwIfAborted } from './util'

const SECTION = '11 Clever parts (browser)'
const NAVIGATIONS = 5

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
  selectGain: spec('select.gain', 'Finder JS with Radix at once ÷ as built', '×'),
  selectCards: spec('select.firstCards', 'Finder first cards, as built (median of 5)', 'ms'),
  selectCardsAtOnce: spec('select.firstCards.atOnce', 'The same with Radix loaded at once', 'ms'),
  liveQuery: spec('liveQuery.bytes', 'use-live-query.ts, minified (gzip)', 'kB'),
  tanstack: spec('tanstack.bytes', 'TanStack Query for the same calls, minified (gzip)', 'kB'),
  liveQueryLines: spec('liveQuery.lines', 'Lines of use-live-query.ts (+ its test)', 'count'),
} satisfies Record<string, FigureSpec>

const kb = (bytes: number) => round(bytes / 1000, 1)

/** JS files Chromium fetched (path → gzip bytes) while `during` ran on `page`. */
async function jsFetched(page: Page, during: () => Promise<unknown>): Promise<Map<string, number>> {
  const files = new Map<string, number>()
  const pending: Promise<void>[] = []
  const onResponse = (response: import('@playwright/test').Response) => {
    const path = new URL(response.url()).pathname
    if (!path.endsWith('.js') || response.status() >= 300) return
    pending.push(
      response
        .body()
        .then((body) => void files.set(path, gzipSync(body).length))
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

const sum = (files: Map<string, number>) => [...files.values()].reduce((a, b) => a + b, 0)

/** Navigation → first cards (the finder bench's probe), optionally importing `extra` at once. */
async function firstCards(
  baseURL: string,
  signal: AbortSignal,
  extra: string[],
): Promise<number[]> {
  const browser = await launchBrowser(signal)
  const runs: number[] = []
  try {
    for (let i = 0; i < NAVIGATIONS; i++) {
      throwIfAborted(signal)
      const context = await newContext(browser, baseURL)
      await context.addInitScript(installProbe)
      // What a static import costs: fetched, parsed and run while the page starts.
      if (extra.length) {
        await context.addInitScript((paths) => {
          for (const path of paths) void import(/* @vite-ignore */ path)
        }, extra)
      }
      const page = await context.newPage()
      await page.goto('/find-gym-buddy')
      await page
        .waitForFunction(() => (window.__gbFinder?.firstCardsAt ?? -1) > 0, null, {
          timeout: 15_000,
        })
        .catch(() => undefined)
      const at = await page.evaluate(() => window.__gbFinder?.firstCardsAt ?? null)
      if (at !== null && at > 0) runs.push(at)
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
    const landingHasIt = [...landing.keys()].some((file) => radix.has(file))
    rec.set(f.selectLanding, landingHasIt ? kb(sum(radix)) : 0, {
      note: `${kb(sum(landing))} kB of JS on / in all; the finder's filters are not on /`,
    })
    rec.set(f.selectFinder, kb(sum(finder)), { note: `${finder.size} files` })
    rec.set(f.selectRadix, kb(sum(radix)), {
      note: radixFiles.map((file) => file.replace(/^\/assets\//, '')).join(', ') || 'none',
    })
    if (sum(finder) > 0)
      rec.set(f.selectGain, round((sum(finder) + sum(radix)) / sum(finder), 2), {
        note: 'what loading Radix with the page would add to the finder',
      })
    await context.close()
  } finally {
    await browser.close()
  }
  const asBuilt = await firstCards(baseURL, signal, [])
  const atOnce = radixFiles.length ? await firstCards(baseURL, signal, radixFiles) : []
  const runs = (values: number[]) => values.map((v) => Math.round(v)).join(', ')
  if (asBuilt.length) rec.set(f.selectCards, round(median(asBuilt)), { note: runs(asBuilt) })
  if (atOnce.length)
    rec.set(f.selectCardsAtOnce, round(median(atOnce)), {
      ratio: asBuilt.length
        ? { value: median(atOnce) / median(asBuilt), against: 'as built' }
        : undefined,
      note: runs(atOnce),
    })
  else if (!radixFiles.length)
    rec.set(f.selectCardsAtOnce, null, { note: 'n/a: the select loads nothing on first use' })
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
