// Knip cannot see pb_hooks/lib's CommonJS exports (the JSVM requires them by a template path), so
// this does its job there: an export no hooks file, test or script reads is dead weight (remove it
// from `module.exports`, and the code too if nothing inside uses it).
import { describe, expect, it } from 'vitest'
import { unusedHookExports } from '../scripts/lib/hook-exports.ts'

describe('pb_hooks/lib exports', () => {
  it('every export of a hooks library is read by some hooks file, test or script', () => {
    expect(unusedHookExports(process.cwd())).toEqual([])
  })
})
