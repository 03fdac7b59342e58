// docs/hooks.md and the subsystem pages' generated blocks list every hook registration in
// pb_hooks: this fails when a hook is added, moved or removed without `npm run docs:hooks`.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { expectedDocs, registrationsOf } from '../scripts/lib/hooks-map.ts'

describe('the hooks map', () => {
  it('docs/hooks.md and the subsystem pages list the hooks as pb_hooks registers them now', async () => {
    const root = process.cwd()
    const stale = [...(await expectedDocs(root))]
      .filter(([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text)
      .map(([path]) => relative(root, path))
    expect(stale, 'run `npm run docs:hooks` and commit the pages').toEqual([])
  })

  it('reads collections, routes and cron jobs from a hooks file in the order they are written', () => {
    const source = [
      "const WATCHED = ['reviews', 'users']",
      "onRecordCreateRequest((e) => e.next(), 'bookings')",
      'onRecordAfterUpdateSuccess((e) => e.next(), ...WATCHED)',
      "routerAdd('GET', '/api/gymbuddy/x', (e) => e.json(200, {}))",
      "cronAdd('gymbuddy_job', '*/5 * * * *', () => {})",
      'onBootstrap((e) => e.next())',
    ].join('\n')
    expect(registrationsOf('x.pb.js', source)).toEqual([
      { file: 'x.pb.js', order: 1, call: 'onRecordCreateRequest', args: ['bookings'] },
      { file: 'x.pb.js', order: 2, call: 'onRecordAfterUpdateSuccess', args: ['reviews', 'users'] },
      { file: 'x.pb.js', order: 3, call: 'routerAdd', args: ['GET', '/api/gymbuddy/x'] },
      { file: 'x.pb.js', order: 4, call: 'cronAdd', args: ['gymbuddy_job', '*/5 * * * *'] },
      { file: 'x.pb.js', order: 5, call: 'onBootstrap', args: [] },
    ])
  })
})
