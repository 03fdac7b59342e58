// A test server whose SQL can be read and explained (tests/*-plans.test.ts): PocketBase in --dev
// mode prints each statement it runs, and a test-only route answers EXPLAIN QUERY PLAN.
import { rmSync } from 'node:fs'
import { afterAll, expect } from 'vitest'
import { explainable, hooksWithExplainRoute, sqlStatements, type PlanRow } from './query-plans'
import { testServer, type TestServerOptions } from './test-server'

export function planServer(options: Pick<TestServerOptions, 'dataDir'> = {}) {
  const hooks = hooksWithExplainRoute()
  let output = ''
  let settled = 0
  const server = testServer({
    ...options,
    hooksDir: hooks,
    dev: true,
    onOutput: (text) => (output += text),
  })
  afterAll(() => rmSync(hooks, { recursive: true, force: true }))

  /** The statements PocketBase ran while `work` ran: read up to a marker query sent after it. */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const from = output.length
    await work()
    settled += 1
    const marker = `settle${String(settled).padStart(9, '0')}`
    await server.root
      .collection('users')
      .getList(1, 1, { filter: `id = '${marker}'`, skipTotal: true })
    // The log comes through a pipe: once the marker's statement is in, everything before it is.
    await expect.poll(() => output.includes(marker)).toBe(true)
    const statements = sqlStatements(output.slice(from))
    return statements
      .slice(
        0,
        statements.findIndex((sql) => sql.includes(marker)),
      )
      .filter(explainable)
  }

  /** The plan SQLite makes for `sql`. */
  const explain = (sql: string) =>
    server.root.send<PlanRow[]>('/api/test/explain', { method: 'POST', body: { sql } })

  return { server, statementsOf, explain }
}
