// docs/schema.md shows every collection as pb_migrations/ leaves it: this fails when a migration
// changes a collection, field, index or rule without `npm run docs:schema`.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { migrationsDir } from '../scripts/lib/pocketbase'
import {
  migratedCollections,
  renderSchemaPage,
  schemaPage,
  type Collection,
} from '../scripts/lib/schema-doc'

// A migration as a newcomer would add one: a field on a collection.
const TRIAL_MIGRATION = `migrate((app) => {
  const collection = app.findCollectionByNameOrId('waitlist')
  collection.fields.add(new TextField({ name: 'trialNote', max: 50 }))
  app.save(collection)
})
`

describe('the schema page', () => {
  let collections: Collection[] = []
  beforeAll(async () => {
    collections = await migratedCollections()
  })

  it('docs/schema.md matches the collections of a freshly migrated server', async () => {
    const current = existsSync(schemaPage) ? readFileSync(schemaPage, 'utf8') : ''
    const stale = current !== (await renderSchemaPage(collections))
    expect(stale, 'run `npm run docs:schema` and commit docs/schema.md').toBe(false)
  })

  it('names every collection, field, rule and index the server has', () => {
    const page = readFileSync(schemaPage, 'utf8')
    const own = collections.filter((collection) => !collection.system)
    expect(own.length).toBeGreaterThan(0)
    for (const collection of own) {
      const section = page.split(`\n## ${collection.name}\n`)[1]?.split('\n## ')[0] ?? ''
      expect(section, collection.name).not.toBe('')
      for (const field of collection.fields) expect(section).toContain(`| ${field.name} `)
      for (const rule of ['list', 'view', 'create', 'update', 'delete'])
        expect(section).toMatch(new RegExp(`^- ${rule}: `, 'm'))
      for (const index of collection.indexes)
        expect(section).toContain(index.replace(/\s+/g, ' ').trim())
    }
  })

  it('`npm run docs:schema -- --check` fails once a migration is added and the page is not regenerated', () => {
    const trialDir = mkdtempSync(join(tmpdir(), 'gymbuddy-schema-trial-'))
    try {
      cpSync(migrationsDir, trialDir, { recursive: true })
      writeFileSync(join(trialDir, '1999999999_trial_field.js'), TRIAL_MIGRATION)
      const check = (dir: string) =>
        spawnSync('npx', ['tsx', 'scripts/schema-doc.ts', '--check'], {
          encoding: 'utf8',
          env: { ...process.env, GYMBUDDY_MIGRATIONS_DIR: dir },
        })
      const trial = check(trialDir)
      expect(trial.status, trial.stdout).toBe(1)
      expect(trial.stderr).toContain('docs/schema.md is stale')
      expect(readFileSync(schemaPage, 'utf8')).not.toContain('trialNote')
    } finally {
      rmSync(trialDir, { recursive: true, force: true })
    }
  })
})
