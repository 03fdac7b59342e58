// Writes docs/data-map.md's trainer_profiles and gym_buddies_view tables from
// pb_hooks/lib/finder/trainer_fields.json (run by `npm run docs:schema`).
import { readFileSync, writeFileSync } from 'node:fs'
import { dataMapPage, withTrainerTables } from './lib/trainer-fields-doc'

async function main(): Promise<void> {
  const current = readFileSync(dataMapPage, 'utf8')
  const text = await withTrainerTables(current)
  if (text === current) return console.log(`${dataMapPage}: the trainer tables match.`)
  writeFileSync(dataMapPage, text)
  console.log(`wrote the trainer tables of ${dataMapPage}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
