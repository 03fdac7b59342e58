// docs/data-map.md's tables for trainer_profiles and gym_buddies_view, written from the trainer
// fields declaration (pb_hooks/lib/finder/trainer_fields.json, each field's `data` words): the
// profile's fields that hold personal data, and those of them a card shows (plus the view's own
// computed columns, kept as the page has them). Run by `npm run docs:schema`;
// tests/trainer-fields.test.ts fails when the page differs.
import { format, resolveConfig } from 'prettier'
import FIELDS from '../../pb_hooks/lib/finder/trainer_fields.json' with { type: 'json' }

interface Spec {
  data?: string
  card?: boolean
}
type Row = [field: string, words: string]

export const dataMapPage = 'docs/data-map.md'

const declared = (fields: Record<string, Spec>, shown: (spec: Spec) => boolean): Row[] =>
  Object.entries(fields).flatMap(([name, spec]) =>
    spec.data && shown(spec) ? [[name, spec.data] as Row] : [],
  )

/** The section's table: where it starts and ends in `page`, and its rows. */
function tableOf(page: string, collection: string) {
  const heading = page.indexOf(`### \`${collection}\``)
  if (heading < 0) throw new Error(`${dataMapPage}: no section for ${collection}`)
  const start = page.indexOf('\n| field', heading) + 1
  let end = start
  while (page.startsWith('|', end)) end = page.indexOf('\n', end) + 1
  const rows = page
    .slice(start, end)
    .split('\n')
    .flatMap((line) => {
      const row = /^\| `(\w+)`\s*\|(.*)\|\s*$/.exec(line)
      return row ? [[row[1]!, row[2]!.trim()] as Row] : []
    })
  return { start, end, rows }
}

async function render(rows: Row[]): Promise<string> {
  const table = [
    '| field | personal data |',
    '| --- | --- |',
    ...rows.map(([field, words]) => `| \`${field}\` | ${words} |`),
  ].join('\n')
  const options = (await resolveConfig(dataMapPage)) ?? {}
  return format(table, { ...options, parser: 'markdown' })
}

/** `page` (docs/data-map.md) with both tables as the declaration says them. */
export async function withTrainerTables(page: string): Promise<string> {
  const profile = FIELDS.trainer_profiles as Record<string, Spec>
  const users = FIELDS.users as Record<string, Spec>
  const view = tableOf(page, 'gym_buddies_view')
  const computed = view.rows.filter(([field]) => !(field in profile) && !(field in users))
  const viewRows = [
    ...declared(users, (spec) => !!spec.card),
    ...declared(profile, (spec) => !!spec.card),
    ...computed,
  ]
  let text = page.slice(0, view.start) + (await render(viewRows)) + page.slice(view.end)
  const table = tableOf(text, 'trainer_profiles')
  text =
    text.slice(0, table.start) +
    (await render(declared(profile, () => true))) +
    text.slice(table.end)
  return text
}
