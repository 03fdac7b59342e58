import {
  createBrowserRouter,
  Navigate,
  useLoaderData,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router-dom'
import { APP_ROUTES, USER_AREA_PATH, USER_LAYOUT, type AppRoute } from '@/content/routes'
import { AppFrame } from './App'
import { PublicLayout } from './layouts/PublicLayout'
import type { RouteHandle } from './layouts/user/pageTitle'
import { RequireAuth } from './RequireAuth'
import { RouteFallback } from './RouteFallback'
import { firstDataWithin } from './route-data'
import { loaderImporter, screenImporter } from './route-modules'

/**
 * A screen's code and its first data, fetched in parallel (React Router's lazy object): the
 * navigation, and the app's first render, wait for both (the data for at most ~1 s).
 */
type LazyScreen = Pick<NonIndexRouteObject, 'lazy' | 'HydrateFallback' | 'shouldRevalidate'>

function lazyScreen({ screen, loader }: { screen: string; loader?: string }): LazyScreen {
  const importScreen = screenImporter(screen)
  if (!loader) {
    return {
      lazy: { Component: async () => (await importScreen()).default },
      HydrateFallback: RouteFallback,
    }
  }
  const importLoader = loaderImporter(loader)
  return {
    lazy: {
      Component: async () => {
        const Screen = (await importScreen()).default
        return function ScreenWithData() {
          return <Screen loaderData={useLoaderData()} />
        }
      },
      loader: async () => {
        await importLoader().catch(() => undefined) // offline: the loader below answers null
        return () => firstDataWithin(async () => (await importLoader()).loader())
      },
    },
    HydrateFallback: RouteFallback,
    // Screens keep their data live after the first render: a loader's second answer goes unread.
    shouldRevalidate: () => false,
  }
}

function screenRoute(route: AppRoute): RouteObject {
  const handle: RouteHandle = { title: route.title }
  const areaHome = route.layout === 'user' && route.path === USER_AREA_PATH
  const screen = { ...lazyScreen(route), handle }
  return areaHome ? { ...screen, index: true } : { ...screen, path: route.path }
}

const screensOf = (test: (route: AppRoute) => boolean) => APP_ROUTES.filter(test).map(screenRoute)

/** The route table of spec §2, from the manifest (exported for tests: a memory router mounts it). */
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
        ],
      },
      {
        // The user area is for members only, whatever an entry's `access` says.
        element: <RequireAuth />,
        children: [
          {
            path: USER_AREA_PATH,
            ...lazyScreen(USER_LAYOUT),
            children: screensOf((r) => r.layout === 'user'),
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]

/** The app's router: it starts fetching the current page's code and data at once. */
export function createAppRouter() {
  return createBrowserRouter(routes)
}
