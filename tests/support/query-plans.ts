// Reading PocketBase's SQL log (--dev prints every statement, values inlined) and judging
// EXPLAIN QUERY PLAN rows, for tests/query-plans.test.ts.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hooksDir } from '../../scripts/lib/pocketbase'

export interface PlanRow {
  id: number
  parent: number
  detail: string
}

const STATEMENT_START = /^\[\d+(?:\.\d+)?ms\] /
/** Other output of a dev server: request and app logs, the startup banner. */
const OTHER_OUTPUT = /^(?:\d{4}\/\d\d\/\d\d |DEBUG |INFO |WARN |ERROR |├─|└─|\(!\))/

/** The statements in a dev server's output, in order (a statement may span lines). */
export function sqlStatements(output: string): string[] {
  const statements: string[] = []
  let current: string[] | null = null
  for (const line of output.split('\n')) {
    if (STATEMENT_START.test(line)) {
      if (current) statements.push(current.join('\n').trim())
      current = [line.replace(STATEMENT_START, '')]
    } else if (OTHER_OUTPUT.test(line)) {
      if (current) statements.push(current.join('\n').trim())
      current = null
    } else if (current) {
      current.push(line)
    }
  }
  if (current) statements.push(current.join('\n').trim())
  return statements
}

/**
 * Tables a full scan is fine on: PocketBase's own small system tables (collections, settings,
 * migrations, superusers and their auth helpers), a few rows each whatever the member count.
 */
const SMALL_TABLES = new Set([
  '_collections',
  '_params',
  '_migrations',
  '_superusers',
  '_mfas',
  '_otps',
  '_externalAuths',
  '_authOrigins',
])

/**
 * The plan rows that read a whole table: `SCAN x` without an index. Allowed: SEARCH (an index
 * lookup), a scan of a covering index, a scan of a subquery/CTE the same plan builds (its own
 * rows are checked as children), `SCAN CONSTANT ROW`, and SMALL_TABLES.
 */
export function fullScans(plan: PlanRow[], aliases: Record<string, string> = {}): string[] {
  const built = new Set<string>()
  for (const row of plan) {
    const match = /^(?:CO-ROUTINE|MATERIALIZE) (\S+)/.exec(row.detail)
    if (match) built.add(match[1])
  }
  return plan
    .map((row) => row.detail)
    .filter((detail) => {
      const match = /^SCAN (\S+)(.*)$/.exec(detail)
      if (!match) return false
      const [, name, rest] = match
      if (name === 'CONSTANT' || built.has(name) || name.startsWith('(subquery')) return false
      if (/USING COVERING INDEX/.test(rest)) return false
      return !SMALL_TABLES.has(aliases[name] ?? name)
    })
}

/**
 * Whole-table scans accepted on purpose, each with its reason (docs/capacity.md, "Known scans").
 * Anything else the test finds is a regression.
 */
const ACCEPTED_SCANS: { scan: RegExp; sql: RegExp; reason: string }[] = [
  {
    scan: /^SCAN f$/,
    // Not a search (those read _finder_grams): the location filter alone, or a plain page.
    sql: /^(?![\s\S]*nameEmail)[\s\S]*\b_finder_search f\b/,
    reason:
      "the finder's location filter without a search reads its search table, one short row per trainer",
  },
  {
    scan: /^SCAN rf$/,
    sql: /\b_finder_search rf\b/,
    reason:
      "'Recommended for you' (pb_hooks/lib/finder/recommendations.js) scores every trainer once: one short row each, region and level compared first",
  },
  {
    scan: /^SCAN fr$/,
    sql: /\b_finder_search (AS )?fr\b/,
    reason:
      "the finder's stored ratings (pb_hooks/lib/finder/finder_index.js): checked once per process against the reviews' trainer index, refilled when raw SQL wrote reviews",
  },
  {
    scan: /^SCAN (w|__je_\w*_writers) VIRTUAL TABLE INDEX \d+:( LEFT-JOIN)?$/,
    sql: /writers/,
    reason:
      "a chat's writers (json_each of chats.writers): at most its two participants, read per chat already found by index",
  },
  {
    scan: /^SCAN __collection_alias_trainer LEFT-JOIN$/,
    sql: /FROM `users_view`/,
    reason:
      "users_view's 'is a trainer' check is an unbound @collection join inside an OR: PocketBase has no indexed form of it",
  },
]

export function isAccepted(scan: string, sql: string): boolean {
  return ACCEPTED_SCANS.some((accepted) => accepted.scan.test(scan) && accepted.sql.test(sql))
}

/** Statements worth explaining: reads and writes with a WHERE, on the app's database. */
export function explainable(sql: string): boolean {
  if (!/^(SELECT|UPDATE|DELETE|WITH)\b/i.test(sql)) return false
  // The request log lives in auxiliary.db; PRAGMAs and sqlite_master reads are PocketBase's own.
  return !/\b_logs\b|sqlite_master|sqlite_schema|^PRAGMA/i.test(sql)
}

const EXPLAIN_ROUTE = `/// <reference path="../pb_data/types.d.ts" />
// Test-only (tests/query-plans.test.ts): EXPLAIN QUERY PLAN of a statement, superusers only.
routerAdd(
  'POST',
  '/api/test/explain',
  (e) => {
    const sql = e.requestInfo().body.sql
    const rows = arrayOf(new DynamicModel({ id: 0, parent: 0, notused: 0, detail: '' }))
    e.app.db().newQuery('EXPLAIN QUERY PLAN ' + sql).all(rows)
    return e.json(200, rows)
  },
  $apis.requireSuperuserAuth(),
)
`

/** A copy of pb_hooks plus the test-only explain route (never in the production hooks). */
export function hooksWithExplainRoute(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gymbuddy-plan-hooks-'))
  cpSync(hooksDir, dir, { recursive: true })
  writeFileSync(join(dir, 'zz_test_explain.pb.js'), EXPLAIN_ROUTE)
  return dir
}
