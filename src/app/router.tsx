import { Suspense } from 'react'
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom'
import { USER_AREA_PATH } from '@/lib/paths'
import { APP_ROUTES, USER_LAYOUT, type AppRoute } from './route-manifest'
import { AppFrame } from './app'
import { PublicLayout } from './layouts/public-layout'
import type { RouteHandle } from './layouts/user/page-title'
import { RequireAuth } from './require-auth'
import { RouteFallback } from './route-fallback'
import { RouteScreen, routeScreenDef, type RouteScreenDef } from './route-screen'

/** What each route renders, so the first page can be prepared before the first render. */
const defOfRoute = new Map<RouteObject, RouteScreenDef>()

// Every screen is its own chunk: the landing route downloads only what it renders.
function lazyScreen(modules: { screen: string; loader?: string; path?: string }, key: string) {
  const def = routeScreenDef(modules)
  const route = {
    // Keyed: React must mount a new screen, not hand this one another screen's props.
    element: (
      <Suspense key={key} fallback={<RouteFallback />}>
        <RouteScreen def={def} />
      </Suspense>
    ),
  }
  defOfRoute.set(route, def)
  return route
}

function screenRoute(route: AppRoute): RouteObject {
  const handle: RouteHandle = { title: route.title }
  const screen = Object.assign(lazyScreen(route, route.path), { handle })
  // Keeps the object lazyScreen registered (defOfRoute) as the route itself.
  if (route.layout === 'user' && route.path === USER_AREA_PATH)
    return Object.assign(screen, { index: true })
  return Object.assign(screen, { path: route.path })
}

const screensOf = (test: (route: AppRoute) => boolean) => APP_ROUTES.filter(test).map(screenRoute)

/** The route table, from the manifest (exported for tests: a memory router mounts it). */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...screensOf((r) => r.layout === 'public' && r.access === 'anyone'),
          {
            element: <RequireAuth />,
            children: screensOf((r) => r.layout === 'public' && r.access === 'member'),
          },
          // Its own chunk too: the landing route does not download it.
          Object.assign(lazyScreen({ screen: 'app/not-found-page' }, '*'), { path: '*' }),
        ],
      },
      {
        // The user area is for members only, whatever an entry's `access` says.
        element: <RequireAuth />,
        children: [
          Object.assign(lazyScreen(USER_LAYOUT, USER_LAYOUT.screen), {
            path: USER_AREA_PATH,
            children: screensOf((r) => r.layout === 'user'),
          }),
        ],
      },
    ],
  },
]

export function AppRoutes() {
  return useRoutes(routes)
}

/**
 * Fetches the code of the screens `pathname` renders and their first data, all at once; settles
 * when everything is in (never rejects: the screens then load for themselves).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matched = (matchRoutes(routes, pathname) ?? []).flatMap(({ route, params }) => {
    const def = defOfRoute.get(route)
    return def ? [def.prepare(params)] : []
  })
  await Promise.all(matched)
}
