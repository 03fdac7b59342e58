// `npm run docs:schema [-- --check]`: writes docs/schema.md (every collection, its fields, indexes
// and API rules as pb_migrations/ leaves them); run it after adding a migration
// (tests/schema-doc.test.ts fails until then). `--check` exits 1 when the page is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { parseArgs } from 'node:util'
import { migratedCollections, renderSchemaPage, schemaPage } from './lib/schema-doc'

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } })
  const text = await renderSchemaPage(await migratedCollections())
  const shown = relative(process.cwd(), schemaPage)
  const current = existsSync(schemaPage) ? readFileSync(schemaPage, 'utf8') : ''
  if (current === text) {
    console.log(`${shown} matches pb_migrations/.`)
    return
  }
  if (values.check) {
    console.error(`${shown} is stale: run \`npm run docs:schema\` and commit the page.`)
    process.exitCode = 1
    return
  }
  writeFileSync(schemaPage, text)
  console.log(`wrote ${shown}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
