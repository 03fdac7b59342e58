// The backup and restore command lines, read by node:util parseArgs (no server needed).
import { describe, expect, it } from 'vitest'
import { backupOptions } from '../scripts/backup'
import { restoreOptions } from '../scripts/restore'

describe('npm run restore -- <backup.zip> [--data-dir DIR]', () => {
  it('finds the backup before or after --data-dir, in either spelling', () => {
    expect(restoreOptions(['b.zip', '--data-dir', '/d'])).toEqual({ file: 'b.zip', dataDir: '/d' })
    expect(restoreOptions(['--data-dir', '/d', 'b.zip'])).toEqual({ file: 'b.zip', dataDir: '/d' })
    expect(restoreOptions(['--data-dir=/d', 'b.zip'])).toEqual({ file: 'b.zip', dataDir: '/d' })
  })

  it('names a flag it does not know instead of swallowing the backup after it', () => {
    // The hand-made reader took `b.zip` as the value of `--force` and said "Usage" instead.
    expect(() => restoreOptions(['--force', 'b.zip'])).toThrow(/--force/)
  })
})

describe('npm run backup -- [--out DIR] [--data-dir DIR] [--url URL]', () => {
  it('reads each option', () => {
    expect(backupOptions(['--out', 'o', '--data-dir=d', '--url', 'http://x'])).toEqual({
      out: 'o',
      dataDir: 'd',
      url: 'http://x',
    })
  })

  it('names a flag it does not know', () => {
    expect(() => backupOptions(['--verbose', '--out', 'o'])).toThrow(/--verbose/)
  })
})
