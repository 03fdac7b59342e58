// pb_hooks/lib/finder/trainer_fields.json declares each trainer-profile field once. Against a real
// PocketBase: every field of the migrated trainer_profiles is declared with its type and hidden
// flag; the finder's table has the columns it names; the finder's rows, the recommendations and
// gym_buddies_view carry exactly the profile fields marked for the card; the export holds exactly
// those marked for it; the data map names the hidden ones. A copy of the hooks with one flag moved
// shows the finder and the export follow the declaration, with no other file touched.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { PRIVACY_RULES } from '@/content/privacy-rules'
import { dataMapPage, withTrainerTables } from '../scripts/lib/trainer-fields-doc'
import FIELDS from '../pb_hooks/lib/finder/trainer_fields.json' with { type: 'json' }
import { makeTrainer, makeVisitor, type Member, type Server } from './factories'
import { hooksWithTestRoutes } from './support/test-hooks'
import { testServer } from './support/test-server'

interface Spec {
  type: string
  visibility: 'public' | 'hidden' | 'private'
  finder?: { column?: string; as?: string; columns?: string[]; by?: string }
  card?: boolean
  export?: boolean
  memberSets?: boolean
  data?: string
  form?: string
}
type Declared = Record<string, Spec>
const PROFILE = FIELDS.trainer_profiles as Declared
const USERS = FIELDS.users as Declared

interface Field {
  name: string
  type: string
  hidden: boolean
}

const COLUMNS_ROUTE = `routerAdd('GET', '/api/test/finder-columns', (e) => {
  const rows = arrayOf(new DynamicModel({ name: '' }))
  e.app.db().newQuery("SELECT name FROM pragma_table_info('_finder_search')").all(rows)
  return e.json(200, rows.map((row) => row.name))
}, $apis.requireSuperuserAuth())
`

const server = testServer({ hooksDir: hooksWithTestRoutes(COLUMNS_ROUTE) })

const marked = (fields: Declared, flag: 'card' | 'export') =>
  Object.keys(fields).filter((name) => fields[name]![flag])

/** The profile fields a card row shows beside the users fields (id is the user's there). */
const profileOnly = (names: string[]) => names.filter((name) => !(name in USERS))

async function fieldsOf(name: string): Promise<Field[]> {
  const collection = await server.root.collections.getOne(name)
  return collection.fields as unknown as Field[]
}

async function finderRow(on: Server, id: string): Promise<Record<string, unknown>> {
  const answer = await fetch(`${on.url}/api/gymbuddy/finder?perPage=100`)
  const body = (await answer.json()) as { items: Record<string, unknown>[] }
  return body.items.find((row) => row.id === id)!
}

async function exportOf(member: Member): Promise<Record<string, unknown>> {
  const answer = await fetch(`${member.pb.baseURL}/api/gymbuddy/me/export`, {
    headers: { Authorization: member.pb.authStore.token },
  })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { trainerProfile: Record<string, unknown> }).trainerProfile
}

describe('the trainer fields declaration', () => {
  let trainer: Awaited<ReturnType<typeof makeTrainer>>

  beforeAll(async () => {
    trainer = await makeTrainer(server, 'Declared Coach')
  })

  it('declares every field of trainer_profiles, with its type and whether it is hidden', async () => {
    const fields = await fieldsOf('trainer_profiles')
    expect(
      fields.map((field) => field.name).sort(),
      'declare the field in pb_hooks/lib/finder/trainer_fields.json',
    ).toEqual(Object.keys(PROFILE).sort())
    for (const field of fields) {
      const spec = PROFILE[field.name]!
      expect(spec.type, field.name).toBe(field.type)
      expect(spec.visibility === 'hidden', field.name).toBe(field.hidden)
    }
  })

  it('declares the users fields the card shows as the schema has them', async () => {
    const fields = await fieldsOf('users')
    for (const [name, spec] of Object.entries(USERS)) {
      const field = fields.find((candidate) => candidate.name === name)
      expect(field, name).toBeDefined()
      expect(spec.type, name).toBe(field!.type)
      expect(spec.visibility === 'hidden', name).toBe(field!.hidden)
    }
  })

  it('writes a flag only where it holds, and names only columns the finder table has', async () => {
    const columns = await server.root.send<string[]>('/api/test/finder-columns', {})
    for (const [name, spec] of Object.entries({ ...PROFILE, ...USERS })) {
      expect(spec.card ?? true, name).toBe(true)
      expect(spec.export ?? true, name).toBe(true)
      // The trainer form edits a plain field by its kind (src/features/profiles/trainer-profile-form-logic.ts).
      if (spec.form === 'checkbox' || spec.form === 'text')
        expect(spec.type, name).toBe(spec.form === 'checkbox' ? 'bool' : 'text')
      if (spec.memberSets !== undefined)
        expect([spec.memberSets, spec.visibility]).toEqual([true, 'hidden'])
      if (!spec.finder) continue
      const named = spec.finder.column ? [spec.finder.column] : (spec.finder.columns ?? [])
      expect(named.length, name).toBeGreaterThan(0)
      for (const column of named) expect(columns, `${name} → ${column}`).toContain(column)
      if (spec.finder.column) expect(['text', 'lower', 'list'], name).toContain(spec.finder.as)
    }
  })

  // The recommendations print the finder's rows (tests/recommendations-route.test.ts).
  it('puts on each card (the finder, gym_buddies_view) exactly the profile fields marked card', async () => {
    const rows = [
      await finderRow(server, trainer.record.id),
      await makeVisitor(server).collection('gym_buddies_view').getOne(trainer.record.id),
    ]
    const card = profileOnly(marked(PROFILE, 'card'))
    const notCard = profileOnly(Object.keys(PROFILE).filter((name) => !PROFILE[name]!.card))
    for (const row of rows) {
      for (const name of card) expect(row, name).toHaveProperty(name)
      for (const name of notCard) expect(row, name).not.toHaveProperty(name)
      for (const name of marked(USERS, 'card')) expect(row, name).toHaveProperty(name)
    }
  })

  it('exports exactly the profile fields marked export, the hidden ones the trainer set included', async () => {
    await trainer.pb
      .collection('trainer_profiles')
      .update(trainer.profile.id, { whatsapp: '91234567' })
    const exported = await exportOf(trainer)
    expect(Object.keys(exported).sort()).toEqual(
      ['collectionId', 'collectionName', ...marked(PROFILE, 'export')].sort(),
    )
    expect(exported.whatsapp).not.toBe('')
  })

  it('is what the data map tables of trainer_profiles and gym_buddies_view list', async () => {
    const page = readFileSync(dataMapPage, 'utf8')
    expect(page, 'run npm run docs:schema').toBe(await withTrainerTables(page))
  })

  it('is what the data map and the Privacy table say of trainer profiles', () => {
    const map = readFileSync('docs/data-map.md', 'utf8')
    const section = map.slice(
      map.indexOf('### `trainer_profiles`'),
      map.indexOf('| field', map.indexOf('### `trainer_profiles`')),
    )
    const named = [...section.matchAll(/`(\w+)`/g)].map((match) => match[1]!)
    const hidden = Object.keys(PROFILE).filter((name) => PROFILE[name]!.visibility === 'hidden')
    expect(named.filter((name) => name !== 'trainer_profiles').sort()).toEqual(hidden.sort())
    const row = PRIVACY_RULES.find((rule) => rule.id === 'trainerProfile')!
    expect(row.collections).toEqual(['trainer_profiles', 'gym_buddies_view'])
    expect(row.whoCanSee).toMatch(/^Everyone/)
  })
})

describe('a flag moved in the declaration', () => {
  // Hooks as they are, but bio marked for the card and certifications no longer exported.
  const hooks = hooksWithTestRoutes('')
  const file = join(hooks, 'lib/finder/trainer_fields.json')
  const moved = JSON.parse(readFileSync(file, 'utf8')) as { trainer_profiles: Declared }
  moved.trainer_profiles.bio!.card = true
  delete moved.trainer_profiles.certifications!.export
  writeFileSync(file, JSON.stringify(moved))
  const changed = testServer({ hooksDir: hooks })

  it('puts bio on the finder card and leaves certifications out of the export', async () => {
    const trainer = await makeTrainer(changed, 'Moved Coach')
    await trainer.pb
      .collection('trainer_profiles')
      .update(trainer.profile.id, { bio: 'Ten years of kettlebells.', certifications: 'ACE' })
    expect(await finderRow(changed, trainer.record.id)).toMatchObject({
      bio: 'Ten years of kettlebells.',
    })
    const exported = await exportOf(trainer)
    expect(exported.bio).toBe('Ten years of kettlebells.')
    expect(exported).not.toHaveProperty('certifications')
  })
})
