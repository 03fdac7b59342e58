/// <reference path="../../pb_data/types.d.ts" />
// The trainer fields as data, for the hooks: pb_hooks/lib/finder/trainer_fields.json declares each
// trainer-profile field once (type, who reads it, the finder column that carries it, whether the
// card shows it and the export includes it). From it: the finder table's profile columns and their
// refresh (lib/finder/finder_index.js), the card's profile columns of the finder's rows
// (lib/finder/finder_search.js ROW_JSON), the export's trainer profile (lib/privacy/account_export.js)
// and the hidden fields a member writes (lib/platform/input_guard.js). tests/trainer-fields.test.ts
// compares it with the schema.
const FIELDS = require(`${__hooks}/lib/finder/trainer_fields.json`)

const SEP = '\u001f'

/** The declared fields of `collection` ('trainer_profiles' or 'users') as [name, spec] pairs. */
const entriesOf = (collection) => Object.entries(FIELDS[collection])

// How a card column of each type prints, as gym_buddies_view prints it (`tp`: the profile).
const CARD_PRINT = {
  json: (column) =>
    `CASE WHEN json_valid(CAST(${column} AS TEXT)) THEN json(CAST(${column} AS TEXT)) END`,
  text: (column) => `COALESCE(${column}, '')`,
  select: (column) => `COALESCE(${column}, '')`,
  number: (column) => `CAST(COALESCE(${column}, 0) AS REAL)`,
  bool: (column) => `json(CASE WHEN ${column} = TRUE THEN 'true' ELSE 'false' END)`,
}

/** The profile's card fields as json_object arguments ("'rate', ..., "), read from `tp`. */
function cardColumnsSql() {
  return entriesOf('trainer_profiles')
    .filter(([, spec]) => spec.card)
    .map(
      ([name, spec]) =>
        `'${name}', ${(CARD_PRINT[spec.type] || CARD_PRINT.text)(`tp.\`${name}\``)}`,
    )
    .join(',\n      ')
}

/** Both readings of specializations (a list, or comma text), as src/lib/specializations.ts reads them. */
function normalizeList(raw) {
  let value = raw
  if (typeof raw === 'string') {
    if (raw === '' || raw === 'null') return []
    try {
      value = JSON.parse(raw)
    } catch (_) {
      value = raw
    }
  }
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  const out = []
  for (const item of items) {
    if (typeof item !== 'string') continue
    const trimmed = item.trim()
    if (trimmed) out.push(trimmed)
  }
  return out
}

// How the finder's table keeps a profile text: as it is, lower-cased, or as a list of lower-cased
// items each framed by U+001F ("\u001fyoga\u001fpilates\u001f", '' when empty).
const INDEX_AS = {
  text: (text) => text,
  lower: (text) => text.toLowerCase(),
  list: (text) => {
    const items = normalizeList(text).map((item) => item.toLowerCase())
    return items.length ? SEP + items.join(SEP) + SEP : ''
  },
}

/** The profile fields the finder's table carries in a column of its own: [field, column, as]. */
const indexed = () =>
  entriesOf('trainer_profiles')
    .filter(([, spec]) => spec.finder && spec.finder.column)
    .map(([name, spec]) => [name, spec.finder.column, spec.finder.as])

/** SELECT columns reading those fields from `tp` as text (`tp_<field>`, '' without a profile). */
const indexSelectSql = () =>
  indexed()
    .map(([name]) => `,\n  CAST(COALESCE(tp.\`${name}\`, '') AS TEXT) AS tp_${name}`)
    .join('')

/** The DynamicModel keys indexSelectSql fills. */
function indexModelKeys(model) {
  for (const [name] of indexed()) model['tp_' + name] = ''
  return model
}

/** The finder row's profile columns from a source row (all '' when `hasProfile` is false). */
function indexColumns(row, hasProfile) {
  const columns = {}
  for (const [name, column, as] of indexed()) {
    columns[column] = hasProfile ? INDEX_AS[as](row['tp_' + name]) : ''
  }
  return columns
}

/** The record as the API printed it, keeping only the fields the export includes. */
function exported(collection, record) {
  const printed = JSON.parse(JSON.stringify(record))
  const kept = { collectionId: printed.collectionId, collectionName: printed.collectionName }
  for (const [name, spec] of entriesOf(collection)) {
    if (spec.export && name in printed) kept[name] = printed[name]
  }
  return kept
}

/** The hidden profile fields a member writes through the records API (lib/platform/input_guard.js). */
const memberSetHidden = () =>
  entriesOf('trainer_profiles')
    .filter(([, spec]) => spec.visibility === 'hidden' && spec.memberSets)
    .map(([name]) => name)

module.exports = {
  SEP,
  cardColumnsSql,
  exported,
  indexColumns,
  indexModelKeys,
  indexSelectSql,
  memberSetHidden,
  normalizeList,
}
