// What code below the app needs to know of the pages (the route manifest beside the router,
// src/app/route-manifest.ts, lists each page with its screen, loader, layout and access): the
// user area's root, which pages are members-only, and the shape of a page's path parameters.
// Plain code: Node reads it too (the build's preload map).

export const USER_AREA_PATH = '/user'

/** A route's path parameters, as its loader receives them (`{ userId }` for /user/chat/:userId). */
export type RouteParams = Readonly<Record<string, string | undefined>>

/**
 * Pages only members may open (a signed-out visitor goes to /login, and comes back after): the
 * user area and booking one trainer. Takes a pathname or a route pattern.
 */
export function isSignedInPath(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/'
  return (
    path === USER_AREA_PATH ||
    path.startsWith(`${USER_AREA_PATH}/`) ||
    /^\/book-session\/[^/]+$/.test(path)
  )
}
