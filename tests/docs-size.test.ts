// The two docs that used to grow with every change stay a current index: decisions.md lists the
// decisions in force (git keeps the old ones), capacity.md the budgets and how to measure them
// (each run's figures are the bench's own output, bench/results.json).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
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

const CITING_ROOTS = ['src', 'pb_hooks', 'pb_migrations', 'scripts', 'tests', 'e2e', 'docs']
const CITING_FILE = /\.(?:ts|tsx|js|mjs|md)$/
// `decisions.md "Title"` or `decisions.md, "Title"`, the title possibly wrapped over comment lines.
const CITATION = /decisions\.md,?\s+"([^"]+)"/g

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name === 'vendor') return []
    if (statSync(path).isDirectory()) return filesUnder(path)
    return CITING_FILE.test(name) ? [path] : []
  })
}

/** Lowercase words only, so a title wrapped over `//` or `*` comment lines still matches. */
const words = (text: string) =>
  text
    .replace(/^\s*(?:\/\/|\*)/gm, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

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
  const [series, realtime, scale, clever, cleverUi, busy] = await Promise.all([
    import('../scripts/bench/series'),
    import('../scripts/bench/realtime'),
    import('../scripts/bench/scale'),
    import('../scripts/bench/clever'),
    import('../scripts/bench/clever-ui'),
    import('../scripts/bench/busy-calendars'),
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
    ...clever.cleverFigureList(),
    ...Object.values(cleverUi.cleverUiFigures),
    ...Object.values(busy.busyCalendarFigures),
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

  it('every decision the code or docs cite by title is in decisions.md', () => {
    const index = words(read('docs/decisions.md'))
    const citations = CITING_ROOTS.flatMap((dir) => filesUnder(join(root, dir)))
      .filter((file) => !file.endsWith(join('docs', 'decisions.md')))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(CITATION)].map((match) => ({
          where: relative(root, file),
          title: words(match[1]),
        })),
      )
    expect(citations.length).toBeGreaterThan(10)
    const missing = citations.filter(({ title }) => !index.includes(title))
    expect(missing, 'cite a title the index holds, or name the decision in its entry').toEqual([])
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
