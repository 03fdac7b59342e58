import { matchPath, useLocation } from 'react-router-dom'
import { APP_ROUTES, DEFAULT_PAGE_TITLE } from '@/app/route-manifest'

/** What a route's `handle` carries (src/app/router.tsx sets it from the manifest). */
export interface RouteHandle {
  title?: string
}

/** The user-area header titles of the spec, from the route manifest. */
const TITLED = APP_ROUTES.filter((route) => route.layout === 'user' && route.title)

/** The header title of the user-area page at `pathname`, else Dashboard. */
export function pageTitleForPath(pathname: string): string {
  return TITLED.find((route) => matchPath(route.path, pathname))?.title ?? DEFAULT_PAGE_TITLE
}

export function usePageTitle(): string {
  return pageTitleForPath(useLocation().pathname)
}
