// A pb_hooks library as the JSVM loads it (CommonJS), read as plain JavaScript for tests that
// compare its constants or pure functions with the app's. Its own requires of `${__hooks}/…`
// load the real files (JSON parsed, libraries the same way); a library that needs PocketBase's
// globals to load gets a stand-in whose every export is a function returning an empty object.
import { readFileSync } from 'node:fs'

const standIn = () => new Proxy({}, { get: () => () => ({}) })
const loaded = new Map<string, unknown>()

function hookRequire(path: string): unknown {
  const file = path.startsWith('/') ? `pb_hooks${path}` : path
  if (loaded.has(file)) return loaded.get(file)
  let value: unknown
  if (file.endsWith('.json')) value = JSON.parse(readFileSync(file, 'utf8')) as unknown
  else {
    try {
      value = hookLibrary(file)
    } catch {
      value = standIn()
    }
  }
  loaded.set(file, value)
  return value
}

export function hookLibrary(path: string): Record<string, unknown> {
  const module = { exports: {} }
  new Function('module', 'exports', 'require', '__hooks', readFileSync(path, 'utf8'))(
    module,
    module.exports,
    hookRequire,
    '',
  )
  return module.exports
}
