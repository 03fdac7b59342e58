import { describe, expect, it } from 'vitest'
import { MEMBER_PAGES } from '@/lib/paths'
import { APP_ROUTES } from './route-manifest'

describe('the route manifest', () => {
  it('makes exactly the members-only pages of lib/paths members-only', () => {
    const members = APP_ROUTES.filter((route) => route.access === 'member').map((r) => r.path)
    expect([...members].sort()).toEqual([...MEMBER_PAGES].sort())
  })

  it('names every *-page file of a feature as a screen (each one costs the first route bytes)', () => {
    // The router's own glob (route-modules.ts): every file it matches is bundled into the entry.
    const pageFiles = Object.keys(import.meta.glob('/src/features/*/*-page.tsx')).map((file) =>
      file.replace(/^\/src\/|\.tsx$/g, ''),
    )
    const screens = new Set(APP_ROUTES.map((route) => route.screen))
    expect(pageFiles.filter((file) => !screens.has(file))).toEqual([])
  })
})
