// A pb_hooks library as the JSVM loads it (CommonJS), read as plain JavaScript for tests that
// compare its constants or pure functions with the app's. Its own requires get a stand-in whose
// every export is a function returning an empty object.
import { readFileSync } from 'node:fs'

const standIn = () => new Proxy({}, { get: () => () => ({}) })

export function hookLibrary(path: string): Record<string, unknown> {
  const module = { exports: {} }
  new Function('module', 'exports', 'require', '__hooks', readFileSync(path, 'utf8'))(
    module,
    module.exports,
    standIn,
    '',
  )
  return module.exports
}
