// docs/schema.md shows every collection as pb_migrations/ leaves it: this fails when a migration
// changes a collection, field, index or rule without `npm run docs:schema`.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  migratedCollections,
  renderSchemaPage,
  schemaPage,
  type Collection,
} from '../scripts/lib/schema-doc'

describe('the schema page', () => {
  let collections: Collection[] = []

  it('docs/schema.md matches the collections of a freshly migrated server', async () => {
    collections = await migratedCollections()
    const current = existsSync(schemaPage) ? readFileSync(schemaPage, 'utf8') : ''
    expect(
      current === (await renderSchemaPage(collections)),
      'run `npm run docs:schema` and commit docs/schema.md',
    ).toBe(true)
  })

  it('names every collection, field and rule the server has', () => {
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

  it('a changed rule makes the page stale', async () => {
    const changed = collections.map((collection) =>
      collection.name === 'bookings' ? { ...collection, deleteRule: '' } : collection,
    )
    expect(await renderSchemaPage(changed)).not.toBe(readFileSync(schemaPage, 'utf8'))
  })
})
