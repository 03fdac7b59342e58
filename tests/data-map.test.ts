// docs/data-map.md and docs/breach-runbook.md against the migrated schema: every collection has its
// section in the map, with a row for each field that can hold personal data (text, email, file,
// JSON, editor, URL, a relation to a member), and names nothing that no longer exists; the Privacy
// page's table (src/content/privacy-rules.ts) names no collection the map lacks; the runbook names
// only collections that exist, the profile_reads log and every collection holding health data.
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { PRIVACY_RULES } from '@/content/privacy-rules'
import { testServer } from './support/test-server'

const server = testServer()

const PERSONAL_TYPES = ['text', 'email', 'file', 'json', 'editor', 'url']

interface Collection {
  id: string
  name: string
  type: string
  system: boolean
  fields: { name: string; type: string; collectionId?: string; system?: boolean }[]
}

/** The map's sections: collection name -> field -> its description. */
function mapSections(markdown: string): Map<string, Map<string, string>> {
  const body = markdown.slice(
    markdown.indexOf('## data.db'),
    markdown.indexOf('## Outside data.db'),
  )
  const sections = new Map<string, Map<string, string>>()
  let current: Map<string, string> | null = null
  for (const line of body.split('\n')) {
    const heading = /^### `(\w+)`/.exec(line)
    if (heading) {
      current = new Map()
      sections.set(heading[1]!, current)
      continue
    }
    const row = /^\| `(\w+)`\s*\|(.*)\|\s*$/.exec(line)
    if (row && current) current.set(row[1]!, row[2]!.trim())
  }
  return sections
}

const dataMap = mapSections(readFileSync('docs/data-map.md', 'utf8'))
const runbook = readFileSync('docs/breach-runbook.md', 'utf8')
let schema: Collection[]

beforeAll(async () => {
  schema = ((await server.root.collections.getFullList()) as unknown as Collection[]).filter(
    (c) => !c.system,
  )
})

/** The fields of a collection that can hold personal data. */
function personalFields(collection: Collection, usersId: string): string[] {
  return collection.fields
    .filter(
      (field) =>
        field.name !== 'id' &&
        (PERSONAL_TYPES.includes(field.type) ||
          (field.type === 'relation' && field.collectionId === usersId)),
    )
    .map((field) => field.name)
}

describe('the data map', () => {
  it('has a section for every collection, and none for a collection that is gone', () => {
    expect([...dataMap.keys()].sort()).toEqual(schema.map((c) => c.name).sort())
  })

  it('lists every field that can hold personal data, and no field that is gone', () => {
    const usersId = schema.find((c) => c.name === 'users')!.id
    const missing: string[] = []
    const stale: string[] = []
    for (const collection of schema) {
      const rows = dataMap.get(collection.name) ?? new Map<string, string>()
      for (const field of personalFields(collection, usersId)) {
        if (!rows.has(field)) missing.push(`${collection.name}.${field}`)
      }
      const names = collection.fields.map((field) => field.name)
      for (const field of rows.keys()) {
        if (!names.includes(field)) stale.push(`${collection.name}.${field}`)
      }
    }
    expect(missing, 'add a row to the collection’s table in docs/data-map.md').toEqual([])
    expect(stale, 'remove the row from docs/data-map.md').toEqual([])
  })

  it('covers every collection the Privacy page names', () => {
    const named = PRIVACY_RULES.flatMap((line) => line.collections)
    expect(named.filter((name) => !dataMap.has(name))).toEqual([])
  })
})

describe('the breach runbook', () => {
  const named = [...runbook.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]!)

  it('names only collections and tables that exist', () => {
    const known = new Set([...schema.map((c) => c.name), '_logs', '_superusers'])
    expect(named.filter((name) => !known.has(name))).toEqual([])
  })

  it('names the profile_reads log and every collection holding health data', () => {
    const health = [...dataMap.entries()]
      .filter(([, rows]) => [...rows.values()].some((text) => /health data/i.test(text)))
      .map(([name]) => name)
    expect(health).toContain('client_profiles')
    for (const name of ['profile_reads', ...health]) expect(named, name).toContain(name)
  })
})
