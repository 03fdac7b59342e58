// Writes docs/hooks.md (every hook, route and cron job in pb_hooks, in the order they run) and the
// generated blocks of the subsystem pages in docs/ (`npm run docs:hooks`; run it after adding,
// moving or removing a hook: tests/hooks-map.test.ts fails until then).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { expectedDocs } from './lib/hooks-map.ts'

const root = process.cwd()
for (const [path, text] of await expectedDocs(root)) {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) continue
  writeFileSync(path, text)
  console.log(`wrote ${relative(root, path)}`)
}
