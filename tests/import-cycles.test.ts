// No two modules of the app (src/) import each other, type imports included: lint's no-cycle rule skips
// `import type`, and a circle of types still ties two files so that neither is read alone.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = resolve('src')
const EXTENSIONS = ['.ts', '.tsx']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return EXTENSIONS.some((ext) => name.endsWith(ext)) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** The app file an import names ('@/…' or relative), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gm

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(IMPORT)]
    .map((match) => resolveImport(file, match[1] as string))
    .filter((path): path is string => path !== null)
}

/** Each circle once, as the files on it (depth-first search over the import graph). */
function circles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]))
  const found = new Map<string, string[]>()
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const circle = stack.slice(stack.indexOf(next)).map((path) => relative(SRC, path))
        found.set([...circle].sort().join(' '), circle)
      } else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of files) if (!state.has(file)) visit(file)
  return [...found.values()]
}

describe('imports inside src/', () => {
  it('form no circle, type imports included', () => {
    expect(circles(sourceFiles(SRC))).toEqual([])
  })
})
