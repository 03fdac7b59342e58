import { matchPath, useLocation } from 'react-router-dom'

export const DEFAULT_PAGE_TITLE = 'Dashboard'

/** The user-area header titles of spec §2, by route; the others (the dashboard) use the default. */
const PAGE_TITLES: ReadonlyArray<readonly [pattern: string, title: string]> = [
  ['/user/inbox', 'Inbox'],
  ['/user/chat/:userId', 'Chat'],
  ['/user/bookings', 'My Bookings'],
  ['/user/schedule', 'My Schedule'],
  ['/user/become-trainer', 'Become a Trainer'],
  ['/user/profile/edit', 'Edit Profile'],
  ['/user/gym-buddy-profile/edit', 'Gym Buddy Profile'],
  ['/user/gym-buddy-profile/hours', 'Working Hours'],
]

/** The header title of the user-area page at `pathname`, else Dashboard (spec §2). */
export function pageTitleForPath(pathname: string): string {
  return PAGE_TITLES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? DEFAULT_PAGE_TITLE
}

export function usePageTitle(): string {
  return pageTitleForPath(useLocation().pathname)
}
