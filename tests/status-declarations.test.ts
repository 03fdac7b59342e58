// Statuses, outcomes and payment states have one home, pb_hooks/lib/bookings/booking_rules.json:
// the schema's selects (migration 1900002800), the hooks' constants (booking_rules.js) and the
// app's (src/content/statuses.ts) come from it, and lint refuses a status literal anywhere else.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'
import {
  OUTCOME,
  PAYMENT,
  PURCHASE,
  SCHEMA_AGREES,
  SERIES_STATUS,
  STATUS,
} from '@/content/statuses'
import { hooksDir, projectRoot } from '../scripts/lib/pocketbase'
import { hookLibrary } from './support/hook-library'
import { testServer, withTestServer, type TestServer } from './support/test-server'

const RULES_PATH = 'lib/bookings/booking_rules.json'
type Table = Record<string, unknown>
interface Rules {
  statuses: Table
  outcomes: Table
  series: { statuses: Table }
  payments: { states: Table; purchaseStatuses: Table }
}
const rules = JSON.parse(readFileSync(join(hooksDir, RULES_PATH), 'utf8')) as Rules

/** Every status-like select of the schema, with the json table whose keys are its values. */
function selectsOf(json: Rules): [string, string, Table][] {
  return [
    ['bookings', 'status', json.statuses],
    ['bookings', 'outcome', json.outcomes],
    ['bookings', 'outcomeReply', json.outcomes],
    ['bookings', 'payment', json.payments.states],
    ['booking_series', 'status', json.series.statuses],
    ['package_purchases', 'status', json.payments.purchaseStatuses],
  ]
}

async function selectValues(server: TestServer, name: string, field: string): Promise<string[]> {
  const collection = await server.root.collections.getOne(name)
  const select = collection.fields.find((f) => f.name === field) as unknown as { values: string[] }
  return select.values
}

// Only the status rule runs, on the repo's own config; without type information (fast).
const lint = new ESLint({
  cwd: projectRoot,
  ruleFilter: ({ ruleId }) => ruleId === 'gymbuddy/no-status-literal',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
})

async function findings(text: string, filePath: string): Promise<string[]> {
  const [result] = await lint.lintText(text, { filePath })
  return result!.messages.map((m) => `${m.line}: ${m.message}`)
}

describe('the schema', () => {
  const server = testServer()

  it("takes every status-like select's values from the json, in its order", async () => {
    // tsc compares the json's words with the generated select types; this is its runtime twin.
    expect(SCHEMA_AGREES).toEqual([true, true, true, true, true, true])
    for (const [name, field, table] of selectsOf(rules)) {
      expect(await selectValues(server, name, field), `${name}.${field}`).toEqual(
        Object.keys(table),
      )
    }
  })
})

describe('a status added to the json', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gymbuddy-status-hooks-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reaches a migrated schema, and the hooks and the app read it from the same table', async () => {
    cpSync(hooksDir, dir, { recursive: true })
    const changed = structuredClone(rules)
    changed.statuses.no_show_excused = { badge: 'outline' }
    changed.outcomes.no_show_excused = 'The no-show was excused'
    writeFileSync(join(dir, RULES_PATH), JSON.stringify(changed))
    await withTestServer({ hooksDir: dir }, async (copy) => {
      expect(await selectValues(copy, 'bookings', 'status')).toEqual([
        ...Object.keys(rules.statuses),
        'no_show_excused',
      ])
      expect(await selectValues(copy, 'bookings', 'outcome')).toContain('no_show_excused')
      expect(await selectValues(copy, 'booking_series', 'status')).toEqual(
        Object.keys(rules.series.statuses),
      )
    })
  }, 60_000)

  it('is one constant for the hooks and the app', () => {
    const hooks = hookLibrary('pb_hooks/lib/bookings/booking_rules.js')
    expect(hooks.STATUS).toEqual(STATUS)
    expect(hooks.SERIES_STATUS).toEqual(SERIES_STATUS)
    expect(hooks.OUTCOME).toEqual(OUTCOME)
    expect(hooks.PAYMENT).toEqual(PAYMENT)
    expect(hooks.PURCHASE).toEqual(PURCHASE)
    expect(Object.keys(STATUS)).toEqual(Object.keys(rules.statuses))
  })
})

describe('lint', () => {
  it("refuses a status literal in the app and in the hooks: `status === 'expired'`", async () => {
    const app = await findings(
      "export const isOver = (status: string) => status === 'expired'\n",
      'src/features/booking-lists/status-fixture.ts',
    )
    expect(app).toEqual([
      "1: Write STATUS.expired, not 'expired': statuses live in booking_rules.json.",
    ])
    const hooks = await findings(
      [
        "const over = (r) => r.getString('status') === 'expired'",
        "const NO_SHOWS = ['client_no_show', `trainer_no_show`]",
        'const FILTER = "status = \'confirmed\' && payment = {:p}"',
        'module.exports = { over, NO_SHOWS, FILTER }',
      ].join('\n'),
      'pb_hooks/lib/bookings/status_fixture.js',
    )
    expect(hooks).toEqual([
      "1: Write STATUS.expired, not 'expired': statuses live in booking_rules.json.",
      "2: Write OUTCOME.client_no_show, not 'client_no_show': statuses live in booking_rules.json.",
      "2: Write OUTCOME.trainer_no_show, not 'trainer_no_show': statuses live in booking_rules.json.",
      "3: Put STATUS.confirmed into the text (`'${STATUS.confirmed}'`), not 'confirmed': statuses live in booking_rules.json.",
    ])
  })

  it("lets a field's name and the tests' own words be", async () => {
    const field = "module.exports = (r) => r.getString('package') + r.set('package', '')\n"
    expect(await findings(field, 'pb_hooks/lib/payments/status_fixture.js')).toEqual([])
    const test = "export const words = ['expired', 'client_no_show']\n"
    expect(await findings(test, 'src/features/booking-lists/status-fixture.test.ts')).toEqual([])
  })

  it('finds no status literal left in src/ or pb_hooks/', async () => {
    const results = await lint.lintFiles(['src', 'pb_hooks'])
    const left = results.flatMap((r) =>
      r.messages.map((m) => `${r.filePath.slice(projectRoot.length + 1)}:${m.line} ${m.message}`),
    )
    expect(left).toEqual([])
  }, 120_000)
})
