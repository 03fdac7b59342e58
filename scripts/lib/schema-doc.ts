// docs/schema.md: every collection as pb_migrations/ leaves it (type, fields with their flags,
// indexes, API rules), read from a throwaway PocketBase migrated the way `npm run typegen` reads it
// (`npm run docs:schema` writes it; tests/schema-doc.test.ts fails when the page is out of date).
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { projectRoot, startTestPocketBase, superuserToken } from './pocketbase'

export const schemaPage = join(projectRoot, 'docs/schema.md')

interface Field {
  name: string
  type: string
  required?: boolean
  hidden?: boolean
  presentable?: boolean
  system?: boolean
  primaryKey?: boolean
  [option: string]: unknown
}

export interface Collection {
  id: string
  name: string
  type: 'base' | 'auth' | 'view'
  system: boolean
  fields: Field[]
  indexes: string[]
  listRule: string | null
  viewRule: string | null
  createRule: string | null
  updateRule: string | null
  deleteRule: string | null
  authRule?: string | null
  manageRule?: string | null
  viewQuery?: string
  passwordAuth?: { enabled: boolean; identityFields: string[] }
  oauth2?: { enabled: boolean }
  mfa?: { enabled: boolean }
  otp?: { enabled: boolean }
  authToken?: { duration: number }
}

/** Every collection of a freshly migrated server (the same throwaway server typegen reads). */
export async function migratedCollections(): Promise<Collection[]> {
  const server = await startTestPocketBase({ keepRateLimits: true, keepPasswordCost: true })
  try {
    const token = await superuserToken(server.url, server.superuser)
    const response = await fetch(`${server.url}/api/collections?perPage=1000&sort=name`, {
      headers: { authorization: token },
    })
    if (!response.ok) throw new Error(`collections read failed: ${response.status}`)
    const { items } = (await response.json()) as { items: Collection[] }
    return items
  } finally {
    await server.stop()
  }
}

const RULES = [
  ['listRule', 'list'],
  ['viewRule', 'view'],
  ['createRule', 'create'],
  ['updateRule', 'update'],
  ['deleteRule', 'delete'],
  ['authRule', 'auth'],
  ['manageRule', 'manage'],
] as const

/** Inline code on one line; in a table cell its pipes are escaped (GFM reads them as cells). */
function code(text: string, inTable = false): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const escaped = inTable ? flat.replaceAll('|', '\\|') : flat
  return flat.includes('`') ? `\`\` ${escaped} \`\`` : `\`${escaped}\``
}

function rule(value: string | null | undefined): string {
  if (value === null || value === undefined) return 'superusers only (no API access)'
  if (value === '') return 'anyone (no filter)'
  return code(value)
}

interface UniqueIndex {
  column: string
  where: string
}

/** Single-column unique indexes: the field is marked unique (partial ones with their condition). */
function uniqueColumns(indexes: string[]): UniqueIndex[] {
  const found: UniqueIndex[] = []
  for (const index of indexes) {
    const match = /^CREATE UNIQUE INDEX .*? ON \S+ \(([^,()]+)\)(?:\s+WHERE\s+(.*))?$/is.exec(
      index.replace(/\s+/g, ' ').trim(),
    )
    if (!match) continue
    const column = match[1].trim().split(' ')[0].replaceAll('`', '')
    found.push({ column, where: match[2]?.trim() ?? '' })
  }
  return found
}

function flagsOf(field: Field, unique: UniqueIndex[]): string {
  const flags: string[] = []
  if (field.primaryKey) flags.push('primary key')
  if (field.required) flags.push('required')
  for (const index of unique.filter((u) => u.column === field.name))
    flags.push(index.where ? `unique where ${code(index.where, true)}` : 'unique')
  if (field.hidden) flags.push('hidden')
  if (field.presentable) flags.push('presentable')
  if (field.system) flags.push('system')
  return flags.join(', ')
}

function range(field: Field, unit = ''): string[] {
  const { min, max } = field as { min?: unknown; max?: unknown }
  const shown = (value: unknown) =>
    value !== undefined && value !== null && value !== 0 && value !== ''
  if (shown(min) && min === max) return [`exactly ${String(min)}${unit}`]
  if (shown(min) && shown(max)) return [`${String(min)}–${String(max)}${unit}`]
  if (shown(min)) return [`min ${String(min)}${unit}`]
  if (shown(max)) return [`max ${String(max)}${unit}`]
  return []
}

function optionsOf(field: Field, names: Map<string, string>): string {
  const f = field as Record<string, unknown>
  const options: string[] = []
  switch (field.type) {
    case 'text':
      options.push(...range(field, ' chars'))
      if (f.pattern) options.push(`pattern ${code(String(f.pattern), true)}`)
      if (f.autogeneratePattern)
        options.push(`generated ${code(String(f.autogeneratePattern), true)}`)
      break
    case 'number':
      options.push(...range(field))
      if (f.onlyInt) options.push('whole numbers')
      break
    case 'select':
      options.push((f.values as string[]).map((value) => code(value, true)).join(' '))
      if (Number(f.maxSelect) > 1) options.push(`up to ${String(f.maxSelect)}`)
      break
    case 'relation': {
      const target = names.get(String(f.collectionId)) ?? String(f.collectionId)
      options.push(target.startsWith('_') ? `→ ${target}` : `→ [${target}](#${target})`)
      if (Number(f.maxSelect) > 1) options.push(`up to ${String(f.maxSelect)}`)
      if (Number(f.minSelect) > 0) options.push(`at least ${String(f.minSelect)}`)
      if (f.cascadeDelete) options.push('cascade delete')
      break
    }
    case 'date':
      options.push(...range(field))
      break
    case 'autodate':
      options.push(
        [f.onCreate && 'set on create', f.onUpdate && 'on update'].filter(Boolean).join(', '),
      )
      break
    case 'json':
      if (f.maxSize) options.push(`max ${String(f.maxSize)} bytes`)
      break
    case 'file':
      if (Number(f.maxSelect) > 1) options.push(`up to ${String(f.maxSelect)}`)
      if (f.maxSize) options.push(`max ${String(f.maxSize)} bytes`)
      if ((f.mimeTypes as string[] | undefined)?.length)
        options.push((f.mimeTypes as string[]).join(', '))
      if (f.protected) options.push('protected')
      break
    case 'email':
      if ((f.onlyDomains as string[] | undefined)?.length)
        options.push(`only ${(f.onlyDomains as string[]).join(', ')}`)
      if ((f.exceptDomains as string[] | undefined)?.length)
        options.push(`not ${(f.exceptDomains as string[]).join(', ')}`)
      break
    case 'password':
      options.push(...range(field, ' chars'))
      if (f.cost) options.push(`bcrypt cost ${String(f.cost)}`)
      break
  }
  return options.filter(Boolean).join('; ')
}

function sectionOf(collection: Collection, names: Map<string, string>): string[] {
  const lines = [`## ${collection.name}`, '']
  const kind = { base: 'Base collection', auth: 'Auth collection', view: 'View collection' }
  lines.push(`${kind[collection.type]}, ${collection.fields.length} fields.`, '')
  if (collection.type === 'auth') {
    const signIn = collection.passwordAuth?.enabled
      ? `password (identity: ${collection.passwordAuth.identityFields.join(', ')})`
      : 'no password sign-in'
    const extras = (
      [
        ['oauth2', 'OAuth2'],
        ['mfa', 'MFA'],
        ['otp', 'OTP'],
      ] as const
    )
      .map(([key, label]) => `${label} ${collection[key]?.enabled ? 'on' : 'off'}`)
      .join(', ')
    const hours = (collection.authToken?.duration ?? 0) / 3600
    lines.push(`Sign-in: ${signIn}; ${extras}; a session token lasts ${hours} hours.`, '')
  }
  const unique = uniqueColumns(collection.indexes)
  lines.push('| Field | Type | Flags | Options |', '| --- | --- | --- | --- |')
  for (const field of collection.fields)
    lines.push(
      `| ${field.name} | ${field.type} | ${flagsOf(field, unique)} | ${optionsOf(field, names)} |`,
    )
  lines.push('', 'API rules:', '')
  for (const [key, label] of RULES) {
    if (!(key in collection)) continue
    lines.push(`- ${label}: ${rule(collection[key])}`)
  }
  if (collection.indexes.length > 0) {
    lines.push('', 'Indexes:', '')
    for (const index of collection.indexes) lines.push(`- ${code(index)}`)
  }
  if (collection.viewQuery)
    lines.push('', 'Query:', '', '```sql', collection.viewQuery.trim(), '```')
  lines.push('')
  return lines
}

/** The whole page, formatted as Prettier leaves it (so `prettier --check` agrees). */
export async function renderSchemaPage(collections: Collection[]): Promise<string> {
  const names = new Map(collections.map((c) => [c.id, c.name]))
  const own = collections.filter((c) => !c.system).sort((a, b) => a.name.localeCompare(b.name))
  const builtIn = collections.filter((c) => c.system).map((c) => `\`${c.name}\``)
  const lines = [
    '# Schema: collections, fields and API rules',
    '',
    '<!-- Generated by `npm run docs:schema` from pb_migrations/: do not edit by hand. -->',
    '',
    `The ${own.length} collections as the migrations in \`pb_migrations/\` leave them, read from a freshly`,
    'migrated PocketBase by `npm run docs:schema` (scripts/schema-doc.ts). tests/schema-doc.test.ts',
    'fails when this page is out of date, so whoever adds a migration regenerates it. The docs page',
    'that explains each collection: docs/README.md. "Superusers only" means the API refuses everyone',
    "else; hooks and custom routes still reach the table. Not listed: PocketBase's own collections",
    `(${builtIn.join(', ')})`,
    "and the tables migrations make in SQL (the finder's search tables: docs/finder.md).",
    '',
    ...own.map((c) => `- [${c.name}](#${c.name}) (${c.type})`),
    '',
    ...own.flatMap((c) => sectionOf(c, names)),
  ]
  const options = { ...(await resolveConfig(schemaPage)), filepath: schemaPage }
  let text = lines.join('\n')
  for (let pass = 0; pass < 3; pass++) {
    const formatted = await format(text, options)
    if (formatted === text) break
    text = formatted
  }
  return text
}
