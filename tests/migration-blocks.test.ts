// Migrations take their shared blocks from pb_hooks/lib/platform/migration_blocks.js instead of
// copying them: a block written out again fails here, so the next migration that adds a
// notification kind or a member's own collection requires the helper. The helper is required
// inside up or down only: PocketBase loads every migration file for any command, and a
// `superuser upsert` with no hooks folder must still work.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrationsDir, upsertSuperuser } from '../scripts/lib/pocketbase'

const migrations = readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, text: readFileSync(join(migrationsDir, name), 'utf8') }))

/** Each block of migration_blocks.js, and what it looks like written out. */
const WRITTEN_OUT: Record<string, RegExp> = {
  // A required single link that goes with its record, in any key order.
  'belongsTo(name, collection)':
    /(?:type: 'relation'|RelationField\(\{)(?=[^}]*\brequired: true)(?=[^}]*\bcascadeDelete: true)(?=[^}]*\bmaxSelect: 1\b)/,
  SERVER_ONLY:
    /listRule: null,\s*viewRule: null,\s*createRule: null,\s*updateRule: null,\s*deleteRule: null/,
  'timestamps()':
    /name: 'created', type: 'autodate'[^}]*\},\s*\{ name: 'updated', type: 'autodate'/,
  'addNotificationKinds / dropNotificationKinds':
    /getByName\('kind'\)|DELETE FROM notifications WHERE kind/,
}

describe('migration blocks', () => {
  it('no migration writes out a block the shared helper holds', () => {
    const copies = migrations.flatMap(({ name, text }) =>
      Object.entries(WRITTEN_OUT)
        .filter(([, pattern]) => pattern.test(text))
        .map(([block]) => `${name}: use ${block} from lib/platform/migration_blocks.js`),
    )
    expect(copies).toEqual([])
  })

  it('migrations require the helper inside up or down, never at the top of the file', () => {
    const topLevel = migrations.flatMap(({ name, text }) =>
      text
        .split('\n')
        .filter((line) => /^\S.*\brequire\(/.test(line))
        .map((line) => `${name}: ${line}`),
    )
    expect(topLevel).toEqual([])
  })

  it('`superuser upsert` loads every migration without a hooks folder', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gymbuddy-upsert-'))
    try {
      // A random test password may start with "-": it is a value, never read as a flag.
      expect(() =>
        upsertSuperuser(dataDir, 'blocks@example.com', '-sHbHcBc4l8ruDywx8pUEBX8'),
      ).not.toThrow()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
