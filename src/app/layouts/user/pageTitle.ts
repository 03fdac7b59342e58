import { useMatches, type UIMatch } from 'react-router-dom'
import { DEFAULT_PAGE_TITLE } from '@/content/routes'

/** What a route's `handle` carries (set from the route manifest in src/app/router.tsx). */
export interface RouteHandle {
  title?: string
}

/** The header title of the deepest matched route that names one, else Dashboard (spec §2). */
export function pageTitleOf(matches: readonly Pick<UIMatch, 'handle'>[]): string {
  const titles = matches.map((match) => (match.handle as RouteHandle | undefined)?.title)
  return titles.reverse().find((title) => title !== undefined) ?? DEFAULT_PAGE_TITLE
}

export function usePageTitle(): string {
  return pageTitleOf(useMatches())
}
