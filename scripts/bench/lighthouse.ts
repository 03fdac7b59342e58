// 2. Lighthouse with its default (mobile, simulated throttling) settings, on Debian Chromium.
import lighthouse from 'lighthouse'
import { getFreePort } from '../lib/pocketbase'
import { launchBrowser } from './browser'
import type { FigureSpec, Recorder } from './report'
import { errorText, log, median, throwIfAborted } from './util'

const SECTION = '2 Lighthouse'
const PAGES = ['/', '/find-gym-buddy', '/login'] as const
const CATEGORIES = [
  { key: 'performance', label: 'performance' },
  { key: 'accessibility', label: 'accessibility' },
  { key: 'best-practices', label: 'best practices' },
] as const

function figureFor(page: string, category: (typeof CATEGORIES)[number]): FigureSpec {
  return {
    id: `lighthouse.${page}.${category.key}`,
    section: SECTION,
    name: `${page} ${category.label}`,
    unit: 'score',
    budget: { op: '>=', limit: 95 },
  }
}

export const lighthouseFigures: FigureSpec[] = PAGES.flatMap((page) =>
  CATEGORIES.map((category) => figureFor(page, category)),
)

/**
 * Performance runs per page (BENCH_LIGHTHOUSE_RUNS, default 3; the median is reported, since one
 * run swings by several points on a shared 2-core machine). Accessibility and best practices do
 * not depend on timing: they come from the first run only.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))

interface RunScores {
  scores: Record<string, number | null>
  benchmarkIndex: number | null
  failing: Record<string, string[]>
}

async function runOnce(url: string, port: number, allCategories: boolean): Promise<RunScores> {
  const categories = allCategories ? CATEGORIES : CATEGORIES.slice(0, 1)
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories.map((c) => c.key),
  })
  if (!result) throw new Error('Lighthouse returned no result')
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
  const scores: Record<string, number | null> = {}
  for (const c of categories) {
    const score = lhr.categories[c.key]?.score
    scores[c.key] = typeof score === 'number' ? Math.round(score * 100) : null
  }
  // Per category, the weighted audits that cost points, so the note says what to fix.
  const failing: Record<string, string[]> = {}
  for (const c of categories) {
    failing[c.key] = (lhr.categories[c.key]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && typeof a.score === 'number' && a.score < 0.9)
      .map((a) => `${a.id}${a.displayValue ? ` ${a.displayValue}` : ''}`)
  }
  return { scores, benchmarkIndex: lhr.environment?.benchmarkIndex ?? null, failing }
}

export async function measureLighthouse(baseURL: string, rec: Recorder, signal: AbortSignal) {
  const port = await getFreePort()
  const browser = await launchBrowser(signal, [`--remote-debugging-port=${port}`])
  const benchmarkIndexes: number[] = []
  try {
    for (const page of PAGES) {
      const runs: RunScores[] = []
      let lastError = ''
      for (let i = 0; i < RUNS; i++) {
        throwIfAborted(signal)
        try {
          runs.push(await runOnce(new URL(page, baseURL).href, port, runs.length === 0))
        } catch (error) {
          lastError = errorText(error)
          log(`lighthouse ${page}: ${lastError}`)
        }
      }
      for (const run of runs) if (run.benchmarkIndex) benchmarkIndexes.push(run.benchmarkIndex)
      for (const category of CATEGORIES) {
        const spec = figureFor(page, category)
        const values = runs
          .map((r) => r.scores[category.key])
          .filter((v): v is number => typeof v === 'number')
        if (values.length === 0) {
          rec.set(spec, null, { note: `n/a: ${lastError || 'no score'}` })
          continue
        }
        const failing = [...new Set(runs.flatMap((r) => r.failing[category.key] ?? []))]
        if (failing.length) log(`lighthouse ${page} ${category.label}: ${failing.join('; ')}`)
        const note = failing.join('; ')
        rec.set(spec, median(values), {
          note: `${values.length > 1 ? `median of ${values.join('/')}; ` : ''}${note}`.slice(
            0,
            200,
          ),
        })
      }
    }
  } finally {
    await browser.close()
  }
  return benchmarkIndexes.length ? median(benchmarkIndexes) : null
}
