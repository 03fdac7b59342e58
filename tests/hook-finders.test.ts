// The hooks' finders (issue 10.9): "nothing matches" is null, any other database error is thrown,
// so a broken database can never pass a duplicate check or answer "not a trainer". Runs the hook
// library in node with a stub app (no server needed).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

interface Finders {
  findFirst(app: unknown, collection: string, filter: string, params: object): unknown
  findById(app: unknown, collection: string, id: string): unknown
  charCount(text: string): number
}

/** The hook library as the JSVM loads it (CommonJS; the project's own .js files are ES modules). */
function loadHookLibrary(path: string): unknown {
  const module = { exports: {} }
  new Function('module', 'exports', readFileSync(new URL(path, import.meta.url), 'utf8'))(
    module,
    module.exports,
  )
  return module.exports
}

const gb = loadHookLibrary('../pb_hooks/lib/gymbuddy.js') as Finders

/** What goja hands a hook when a Go call fails: an exception whose value is the Go error. */
function goError(message: string): Error {
  const value = { error: () => message, toString: () => message }
  return Object.assign(new Error(message), { value })
}

function failingApp(message: string) {
  const fail = () => {
    throw goError(message)
  }
  return { findFirstRecordByFilter: fail, findRecordById: fail }
}

describe('hook finders', () => {
  it('answer null when nothing matches', () => {
    const app = failingApp('sql: no rows in result set')
    expect(gb.findFirst(app, 'chats', 'user1 = {:a}', { a: 'x' })).toBeNull()
    expect(gb.findById(app, 'users', 'abc')).toBeNull()
  })

  it('throw any other error (a locked database is not "not found")', () => {
    const app = failingApp('database is locked (5) (SQLITE_BUSY)')
    expect(() => gb.findFirst(app, 'chats', 'user1 = {:a}', { a: 'x' })).toThrow(/locked/)
    expect(() => gb.findById(app, 'users', 'abc')).toThrow(/locked/)
  })

  it('count characters as code points', () => {
    expect(gb.charCount('😀'.repeat(3))).toBe(3)
    expect(gb.charCount('abc')).toBe(3)
  })
})
