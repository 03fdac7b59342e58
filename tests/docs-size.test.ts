// The two docs that used to grow with every change stay a current index: decisions.md lists the
// decisions in force (git keeps the old ones), capacity.md the budgets and how to measure them
// (each run's figures are the bench's own output, bench/results.json).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { FigureSpec } from '../scripts/bench/report'

// The bench's own tools are installed only by `npm run bench`: the figure lists do not need them.
vi.mock('lighthouse', () => ({ default: () => undefined }))
vi.mock('autocannon', () => ({ default: () => undefined }))

const root = process.cwd()
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const lineCount = (text: string) => text.trimEnd().split('\n').length

/** Each `### ` entry of decisions.md as its title and the lines under it. */
function decisionEntries(text: string): Array<{ title: string; lines: string[] }> {
  return text
    .split(/^### /m)
    .slice(1)
    .map((part) => {
      const [title, ...rest] = part.split('\n')
      const lines = rest.filter((line) => line.trim() !== '' && !line.startsWith('## '))
      return { title: title.trim(), lines }
    })
}

/** Every figure the bench declares that has a budget: the ones capacity.md's table must name. */
async function budgetedFigureIds(): Promise<string[]> {
  const [bundle, lighthouse, finder, finderScale, inbox, chat, longChat, throughput] =
    await Promise.all([
      import('../scripts/bench/bundle'),
      import('../scripts/bench/lighthouse'),
      import('../scripts/bench/finder'),
      import('../scripts/bench/finder-scale'),
      import('../scripts/bench/inbox'),
      import('../scripts/bench/chat'),
      import('../scripts/bench/long-chat'),
      import('../scripts/bench/throughput'),
    ])
  const [series, realtime, scale] = await Promise.all([
    import('../scripts/bench/series'),
    import('../scripts/bench/realtime'),
    import('../scripts/bench/scale'),
  ])
  const specs: FigureSpec[] = [
    ...Object.values(bundle.bundleFigures),
    ...lighthouse.lighthouseFigures,
    ...Object.values(finder.finderFigures),
    ...Object.values(finderScale.finderScaleFigures),
    ...Object.values(finderScale.finderScaleFreeFigures),
    ...Object.values(inbox.inboxFigures),
    ...Object.values(chat.chatFigures),
    ...Object.values(longChat.longChatFigures),
    ...throughput.throughputFigures(),
    ...Object.values(series.seriesFigures),
    ...Object.values(realtime.realtimeFigures),
    ...Object.values(scale.scaleFigures),
  ]
  return specs.filter((spec) => spec.budget).map((spec) => spec.id)
}

describe('docs that stay current', () => {
  it('decisions.md is an index of at most 300 lines; the old log is in git only', () => {
    const text = read('docs/decisions.md')
    expect(lineCount(text), 'shorten entries: what is decided and where it lives').toBeLessThan(301)
    expect(existsSync(join(root, 'docs/decisions-history.md'))).toBe(false)
  })

  it('every decision in decisions.md is in force, in one short entry', () => {
    const entries = decisionEntries(read('docs/decisions.md'))
    expect(entries.length).toBeGreaterThan(0)
    const notCurrent = entries
      .filter(({ lines }) => !/^Status: current\.?$/.test(lines[0] ?? ''))
      .map(({ title }) => title)
    expect(notCurrent, 'a replaced decision leaves the index; git keeps it').toEqual([])
    const long = entries.filter(({ lines }) => lines.length > 4).map(({ title }) => title)
    expect(long, '1-3 lines after the Status line: what is decided and where').toEqual([])
  })

  it('capacity.md is at most 200 lines and its table names every budgeted bench figure', async () => {
    const text = read('docs/capacity.md')
    expect(lineCount(text), 'run logs belong in the bench output').toBeLessThan(201)
    const tableIds = new Set(
      text
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .flatMap((line) => [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1])),
    )
    const ids = await budgetedFigureIds()
    expect(ids.length).toBeGreaterThan(30)
    expect(
      ids.filter((id) => !tableIds.has(id)),
      'add a row to the budget table',
    ).toEqual([])
  })
})
