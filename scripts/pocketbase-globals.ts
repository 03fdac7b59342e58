// Writes the globals of PocketBase's JSVM for ESLint (`npm run lint:pb-globals` after a PocketBase
// upgrade). The list is derived from the `types.d.ts` the binary itself writes into a fresh data
// dir, so lint knows exactly what pb_hooks/ and pb_migrations/ may use.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeTempDataDir, pocketBaseVersion, startPocketBase } from './lib/pocketbase.ts'

const OUT_FILE = 'scripts/lib/pocketbase-globals.json'
/** goja_nodejs modules the JSVM enables besides PocketBase's own bindings (plugins/jsvm). */
const NODE_LIKE = ['require', 'module', 'exports', 'console', 'process', 'Buffer']

interface Declaration {
  name: string
  hooksOnly: boolean
  migrationsOnly: boolean
}

/** Top-level `declare function|var|const|class|namespace X`, with the context its JSDoc names. */
function declarations(types: string): Declaration[] {
  const found: Declaration[] = []
  const pattern =
    /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*)?^(?:\/\*\*[^\n]*?\*\/)?declare (?:function|var|let|const|class|abstract class|namespace) ([\w$]+)/gm
  for (const match of types.matchAll(pattern)) {
    const doc = match[1] ?? ''
    const name = match[2]
    found.push({
      name,
      hooksOnly: doc.includes('only in pb_hooks context') || /^on[A-Z]/.test(name),
      migrationsOnly: doc.includes('only in pb_migrations context'),
    })
  }
  return found
}

const dataDir = makeTempDataDir('gymbuddy-pb-types-')
const server = await startPocketBase({ dataDir })
let types: string
try {
  types = readFileSync(join(dataDir, 'types.d.ts'), 'utf8')
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

const all = declarations(types)
const names = (keep: (d: Declaration) => boolean) =>
  [...new Set([...all.filter(keep).map((d) => d.name), ...NODE_LIKE])].sort()
const globals = {
  pocketbase: pocketBaseVersion(),
  hooks: names((d) => !d.migrationsOnly),
  migrations: names((d) => !d.hooksOnly),
}
writeFileSync(OUT_FILE, `${JSON.stringify(globals, null, 2)}\n`)
console.log(
  `${OUT_FILE}: ${globals.hooks.length} pb_hooks globals, ${globals.migrations.length} pb_migrations globals`,
)
