// Code and docs say their rule themselves or point at a docs page: a clone has neither the product
// spec's section numbers nor the issue tracker, so citing either explains nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOTS = ['src', 'pb_hooks', 'pb_migrations', 'scripts', 'tests', 'e2e']
const SKIP = new Set(['node_modules', 'vendor'])
const CODE = /\.(?:ts|tsx|js|mjs|cjs)$/
const DOCS = /\.md$/
// Built from parts so this file does not match itself.
const CITATION = new RegExp(['spec ' + '\u00a7', '\\b[Ii]ssue ' + '\\d'].join('|'))

function filesIn(dir: string, kind: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (SKIP.has(name)) return []
    if (statSync(path).isDirectory()) return filesIn(path, kind)
    return kind.test(name) ? [path] : []
  })
}

/** Each line of `files` that cites a spec section or an issue, as "file:line: text". */
function citationsIn(root: string, files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        CITATION.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  )
}

describe('code comments and docs', () => {
  const root = process.cwd()

  it('code cites no spec section or issue number', () => {
    const files = ROOTS.flatMap((dir) => filesIn(join(root, dir), CODE))
    expect(citationsIn(root, files), 'say the rule itself, or point at a docs page').toEqual([])
  })

  it('docs and READMEs cite no spec section or issue number', () => {
    const files = [
      ...filesIn(join(root, 'docs'), DOCS),
      ...filesIn(join(root, 'scripts'), DOCS),
      join(root, 'README.md'),
    ]
    expect(citationsIn(root, files), 'say the rule itself, or link a docs page').toEqual([])
  })
})
