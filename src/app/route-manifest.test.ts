import { describe, expect, it } from 'vitest'
import { MEMBER_PAGES } from '@/lib/paths'
import { APP_ROUTES } from './route-manifest'

describe('the route manifest', () => {
  it('makes exactly the members-only pages of lib/paths members-only', () => {
    const members = APP_ROUTES.filter((route) => route.access === 'member').map((r) => r.path)
    expect([...members].sort()).toEqual([...MEMBER_PAGES].sort())
  })
})
