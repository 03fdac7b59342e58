// What code below the app needs to know of the pages (the route manifest beside the router,
// src/app/route-manifest.ts, lists each page with its screen, loader, layout and access): the
// user area's root, which pages are members-only, and the shape of a page's path parameters.
// Plain code: Node reads it too (the build's preload map).
import { matchPath } from 'react-router-dom'

export const USER_AREA_PATH = '/user'

/** A route's path parameters, as its loader receives them (`{ userId }` for /user/chat/:userId). */
export type RouteParams = Readonly<Record<string, string | undefined>>

/**
 * The pages only members may open (a signed-out visitor goes to /login, and comes back after);
 * the route manifest takes each route's `access` from this list.
 */
export const MEMBER_PAGES: readonly string[] = [
  '/book-session/:gymBuddyId',
  '/user/profile/create',
  USER_AREA_PATH,
  '/user/inbox',
  '/user/chat/:userId',
  '/user/bookings',
  '/my-bookings',
  '/user/schedule',
  '/user/payments',
  '/user/become-trainer',
  '/user/profile/edit',
  '/user/gym-buddy-profile/edit',
  '/user/gym-buddy-profile/hours',
  '/user/account',
  '/user/privacy',
]

/** Whether the pathname is one of the members-only pages. */
export function isSignedInPath(pathname: string): boolean {
  return MEMBER_PAGES.some((path) => matchPath(path, pathname) !== null)
}
