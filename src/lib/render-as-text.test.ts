// Issue 6.3: member-written texts (names, profiles, messages) are only ever rendered as text.
// React escapes every string it renders; these are the ways around that, and none may appear.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SOURCE_ROOT = join(__dirname, '..')
const RAW_HTML =
  /dangerouslySetInnerHTML|\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write|createContextualFragment/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry) && !entry.endsWith('.test.ts') ? [path] : []
  })
}

describe('rendering as text', () => {
  it('no source file writes raw HTML into the page', () => {
    const offenders = sourceFiles(SOURCE_ROOT).filter((file) =>
      RAW_HTML.test(readFileSync(file, 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
