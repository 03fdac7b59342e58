// The hooks' finders: "nothing matches" is null, any other database error is thrown,
// so a broken database can never pass a duplicate check or answer "not a trainer". Runs the hook
// library in node with a stub app (no server needed).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hookLibrary } from './support/hook-library'

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

const gb = loadHookLibrary('../pb_hooks/lib/platform/gymbuddy.js') as Finders

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

describe("the finder index's sync", () => {
  interface FinderIndex {
    sync(app: unknown, userId: string): void
  }

  /** An app whose one-row lookup fails with `message`; it records every statement executed. */
  function lookupFailing(message: string) {
    const executed: string[] = []
    const stored = new Map<string, unknown>()
    const app = {
      // The app's key-value store (finder columns remember there that their columns exist).
      store: () => ({
        get: (key: string) => stored.get(key),
        set: (key: string, value: unknown) => stored.set(key, value),
      }),
      db: () => ({
        newQuery: (sql: string) => {
          const query = {
            bind: () => query,
            one: () => {
              throw goError(message)
            },
            execute: () => executed.push(sql),
          }
          return query
        },
      }),
    }
    return { app, executed }
  }

  function loadFinderIndex(): FinderIndex {
    Object.assign(globalThis, {
      DynamicModel: class {
        constructor(fields: object) {
          Object.assign(this, fields)
        }
      },
    })
    return hookLibrary('pb_hooks/lib/finder/finder_index.js') as unknown as FinderIndex
  }

  it('drops the row of a user who is gone ("no rows")', () => {
    const { app, executed } = lookupFailing('sql: no rows in result set')
    loadFinderIndex().sync(app, 'gone')
    expect(executed.some((sql) => sql.startsWith('DELETE FROM _finder_search'))).toBe(true)
  })

  it('keeps the row and throws on any other error (a locked database is not "gone")', () => {
    const { app, executed } = lookupFailing('database is locked (5) (SQLITE_BUSY)')
    expect(() => loadFinderIndex().sync(app, 'trainer')).toThrow(/locked/)
    expect(executed).toEqual([])
  })
})
