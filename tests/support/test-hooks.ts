// A copy of pb_hooks plus test-only routes (never in the production hooks), removed after the
// file's tests: for tests that must age rows, store what the API refuses, or call a job directly.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { hooksDir } from '../../scripts/lib/pocketbase'

/** Runs one SQL statement with bound params (body `{ sql, params }`); superusers only. */
export const SQL_ROUTE = `routerAdd('POST', '/api/test/sql', (e) => {
  const body = e.requestInfo().body
  e.app.db().newQuery(body.sql).bind(body.params || {}).execute()
  return e.noContent(204)
}, $apis.requireSuperuserAuth())
`

/** Runs the retention job now and answers its counts (pb_hooks/lib/privacy/retention.js); superusers only. */
export const RETENTION_ROUTE = `routerAdd('POST', '/api/test/retention', (e) =>
  e.json(200, require(\`\${__hooks}/lib/privacy/retention.js\`).sweep(e.app)),
$apis.requireSuperuserAuth())
`

/** A temporary hooks folder: pb_hooks as it is, plus `routes` in a file of its own. */
export function hooksWithTestRoutes(routes: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gymbuddy-test-hooks-'))
  cpSync(hooksDir, dir, { recursive: true })
  writeFileSync(join(dir, 'zz_test_routes.pb.js'), routes)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}
