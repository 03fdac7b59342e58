// Code says its rule itself or points at a docs page: a clone has neither the product spec's
// section numbers nor the issue tracker, so citing either in code explains nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOTS = ['src', 'pb_hooks', 'pb_migrations', 'scripts', 'tests', 'e2e']
const SKIP = new Set(['node_modules', 'vendor'])
const CODE = /\.(?:ts|tsx|js|mjs|cjs)$/
// Built from parts so this file does not match itself.
const CITATION = new RegExp(['spec ' + '\u00a7', '\\b[Ii]ssue ' + '\\d'].join('|'))

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (SKIP.has(name)) return []
    if (statSync(path).isDirectory()) return codeFiles(path)
    return CODE.test(name) ? [path] : []
  })
}

describe('code comments', () => {
  it('cite no spec section or issue number', () => {
    const root = process.cwd()
    const citations = ROOTS.flatMap((dir) => codeFiles(join(root, dir))).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          CITATION.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(citations, 'say the rule itself, or point at a docs page').toEqual([])
  })
})
