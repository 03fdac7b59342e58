// The bench's one result model: every figure has a budget (or none), a value or an n/a reason.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export interface Budget {
  op: '<=' | '>=' | '=='
  limit: number
}

/** What a figure is; declared before measuring so an unmeasured figure still gets a row. */
export interface FigureSpec {
  id: string
  section: string
  name: string
  unit: string
  budget?: Budget
  /** How many decimals to print (default: 0 for ms/bytes-like units, 1 otherwise). */
  decimals?: number
}

export interface Ratio {
  value: number
  /** Which baseline the ratio is against, e.g. "cpu" or "/api/health". */
  against: string
}

export interface Figure extends FigureSpec {
  value: number | null
  status: 'pass' | 'fail' | 'info'
  ratio?: Ratio
  note?: string
}

export interface Measured {
  value: number | null
  ratio?: Ratio
  note?: string
}

export function judge(spec: FigureSpec, measured: Measured): Figure {
  const { value } = measured
  let status: Figure['status'] = 'info'
  if (value === null) status = 'fail'
  else if (spec.budget) {
    const { op, limit } = spec.budget
    const ok = op === '<=' ? value <= limit : op === '>=' ? value >= limit : value === limit
    status = ok ? 'pass' : 'fail'
  }
  return { ...spec, ...measured, status }
}

/** Collects the figures of one section; whatever is left unset becomes n/a with a reason. */
export class Recorder {
  private readonly measured = new Map<string, Measured>()

  constructor(readonly specs: FigureSpec[]) {}

  set(spec: FigureSpec, value: number | null, extra: Omit<Measured, 'value'> = {}): void {
    this.measured.set(spec.id, { value, ...extra })
  }

  has(spec: FigureSpec): boolean {
    return this.measured.has(spec.id)
  }

  finish(reasonForMissing: string): Figure[] {
    return this.specs.map((spec) =>
      judge(spec, this.measured.get(spec.id) ?? { value: null, note: `n/a: ${reasonForMissing}` }),
    )
  }
}

function formatNumber(value: number, decimals: number): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
}

function decimalsOf(figure: FigureSpec): number {
  if (figure.decimals !== undefined) return figure.decimals
  return ['ms', 'req/s', 'score', 'requests', 'count', 'errors'].includes(figure.unit) ? 0 : 1
}

export function formatValue(figure: Figure): string {
  if (figure.value === null) return 'n/a'
  return `${formatNumber(figure.value, decimalsOf(figure))} ${figure.unit}`
}

export function formatBudget(figure: FigureSpec): string {
  if (!figure.budget) return '-'
  return `${figure.budget.op} ${formatNumber(figure.budget.limit, decimalsOf(figure))} ${figure.unit}`
}

function formatRatio(figure: Figure): string {
  if (!figure.ratio) return ''
  const digits = figure.ratio.value >= 100 ? 0 : figure.ratio.value >= 10 ? 1 : 2
  return `${formatNumber(figure.ratio.value, digits)}× ${figure.ratio.against}`
}

const RESULT_TEXT: Record<Figure['status'], string> = { pass: 'PASS', fail: 'FAIL', info: 'info' }

export function renderTable(figures: Figure[]): string {
  const header = ['Section', 'Figure', 'Value', 'Budget', 'Ratio', 'Result', 'Note']
  const rows = figures.map((f) => [
    f.section,
    f.name,
    formatValue(f),
    formatBudget(f),
    formatRatio(f),
    RESULT_TEXT[f.status],
    f.note ?? '',
  ])
  const widths = header.map((h, i) =>
    // The note column is left unpadded: it is last and may be long.
    i === header.length - 1 ? 0 : Math.max(h.length, ...rows.map((r) => r[i].length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 || i === 3 || i === 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join(' | ')
      .trimEnd()
  const rule = widths.map((w, i) => '-'.repeat(i === header.length - 1 ? 4 : w)).join('-+-')
  return [line(header), rule, ...rows.map(line)].join('\n')
}

export interface BenchResults {
  startedAt: string
  durationSeconds: number
  machine: Record<string, string | number>
  baselines: Record<string, number | null>
  figures: Figure[]
  summary: { pass: number; fail: number; info: number }
}

export function summarize(figures: Figure[]): BenchResults['summary'] {
  return {
    pass: figures.filter((f) => f.status === 'pass').length,
    fail: figures.filter((f) => f.status === 'fail').length,
    info: figures.filter((f) => f.status === 'info').length,
  }
}

export function writeResults(file: string, results: BenchResults): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
}
