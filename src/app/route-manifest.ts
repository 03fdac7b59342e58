// The route manifest, as data: the router (router.tsx), the user area's titles and the build's
// preload map (vite.config.ts) are all derived from it; the sidebar's links name its paths
// (layouts/user/sidebar-links.ts). Which pages are members-only
// comes from lib/paths.ts (code below the app reads it too). Pure data: Node imports it too, and
// it lands in the entry chunk.
import { MEMBER_PAGES, USER_AREA_PATH } from '../lib/paths'

type RouteLayout = 'public' | 'user'
/** 'member': signed-out visitors are sent to /login, and come back after signing in. */
type RouteAccess = 'anyone' | 'member'

export interface AppRoute {
  path: string
  /** The screen's module under src/, without extension; its default export is the screen. */
  screen: string
  /** A module under src/ exporting `loader`: the screen's first data, fetched with its code. */
  loader?: string
  /**
   * The API GETs the loader makes first, started by route-preload.js before any module has run
   * (lib/early-requests.ts hands their answers to the SDK); `:name` is the page's path parameter.
   * Members-only pages: the requests carry the stored session.
   */
  early?: readonly string[]
  layout: RouteLayout
  access: RouteAccess
  /** The user area's header title; Dashboard where there is none. */
  title?: string
  /** index.html's static first paint: the finder's heading, or nothing (the user area). */
  shell?: 'finder' | 'user'
  /**
   * false: not in route-preload.js, which every first visit downloads (`/` included): for a page
   * few open first, whose code then loads once the entry has run.
   */
  preload?: false
}

export const DEFAULT_PAGE_TITLE = 'Dashboard'

/** The user area's frame (sidebar, header), around every `layout: 'user'` screen. */
export const USER_LAYOUT = {
  screen: 'app/layouts/user-layout',
  loader: 'app/layouts/user/user-area-loader',
  // The member (refreshed) and their client profile (user-area-loader.ts).
  early: ['/api/gymbuddy/me'],
} as const

const FINDER = {
  screen: 'features/finder/finder-page',
  loader: 'features/finder/finder-loader',
  layout: 'public',
  shell: 'finder',
} as const

const ROUTES: readonly Omit<AppRoute, 'access'>[] = [
  { path: '/', screen: 'features/landing/landing-page', layout: 'public' },
  { path: '/register', screen: 'features/auth/register-page', layout: 'public' },
  { path: '/login', screen: 'features/auth/login-page', layout: 'public' },
  {
    path: '/forgot-password',
    screen: 'features/auth/forgot-password-page',
    layout: 'public',
  },
  {
    path: '/reset-password/:token',
    screen: 'features/auth/reset-password-page',
    layout: 'public',
  },
  {
    path: '/verify-email/:token',
    screen: 'features/auth/verify-email-page',
    layout: 'public',
  },
  {
    path: '/confirm-email-change/:token',
    screen: 'features/auth/confirm-email-change-page',
    layout: 'public',
  },
  {
    ...FINDER,
    path: '/find-gym-buddy',
  },
  { ...FINDER, path: '/book-session' },
  {
    path: '/gym-buddy/:id',
    screen: 'features/trainer/trainer-page',
    layout: 'public',
  },
  // Operators only; the screen answers everyone else, visitors included, with the 404 page.
  { path: '/ops', screen: 'features/ops/ops-page', layout: 'public', preload: false },
  // A reminder email's "I'm coming" link: few open it first, so it is not preloaded.
  {
    path: '/reminder',
    screen: 'features/reminder-answer/reminder-answer-page',
    layout: 'public',
    preload: false,
  },
  { path: '/privacy', screen: 'features/legal/privacy-page', layout: 'public' },
  { path: '/terms', screen: 'features/legal/terms-page', layout: 'public' },
  { path: '/contact', screen: 'features/legal/contact-page', layout: 'public' },
  {
    path: '/book-session/:gymBuddyId',
    screen: 'features/book-session/book-session-page',
    layout: 'public',
  },
  {
    path: '/user/profile/create',
    screen: 'features/profiles/client-profile-create-page',
    layout: 'public',
  },
  {
    path: USER_AREA_PATH,
    screen: 'features/dashboard/dashboard-page',
    loader: 'features/dashboard/dashboard-loader',
    layout: 'user',
  },
  {
    path: '/user/inbox',
    screen: 'features/chat/inbox-page',
    loader: 'features/chat/inbox-loader',
    early: ['/api/gymbuddy/inbox'],
    layout: 'user',
    title: 'Inbox',
  },
  {
    path: '/user/chat/:userId',
    screen: 'features/chat/chat-page',
    loader: 'features/chat/chat-loader',
    early: ['/api/gymbuddy/conversations/:userId'],
    layout: 'user',
    title: 'Chat',
  },
  {
    path: '/user/bookings',
    screen: 'features/booking-lists/my-bookings-page',
    layout: 'user',
    title: 'My Bookings',
  },
  // A reminder's "I can't make it" (/my-bookings?cancel=<id>): My Bookings with that cancel open.
  {
    path: '/my-bookings',
    screen: 'features/booking-lists/my-bookings-address-page',
    layout: 'public',
    preload: false,
  },
  {
    path: '/user/schedule',
    screen: 'features/booking-lists/schedule-page',
    layout: 'user',
    title: 'My Schedule',
  },
  {
    path: '/user/payments',
    screen: 'features/payments/payments-page',
    layout: 'user',
    title: 'Payments',
  },
  {
    path: '/user/become-trainer',
    screen: 'features/profiles/become-trainer-page',
    layout: 'user',
    title: 'Become a Trainer',
  },
  {
    path: '/user/profile/edit',
    screen: 'features/profiles/client-profile-edit-page',
    layout: 'user',
    title: 'Edit Profile',
  },
  {
    path: '/user/gym-buddy-profile/edit',
    screen: 'features/profiles/trainer-profile-edit-page',
    layout: 'user',
    title: 'Gym Buddy Profile',
  },
  {
    path: '/user/gym-buddy-profile/hours',
    screen: 'features/working-hours/working-hours-page',
    layout: 'user',
    title: 'Working Hours',
  },
  // Linked from the user menu and the trainer's setup checklist, not the sidebar.
  {
    path: '/user/account',
    screen: 'features/auth/account-page',
    layout: 'user',
    title: 'Account',
  },
  // Linked from the user menu and the Privacy Policy, not the sidebar.
  {
    path: '/user/privacy',
    screen: 'features/privacy-data/privacy-data-page',
    layout: 'user',
    title: 'Privacy & data',
  },
]

export const APP_ROUTES: readonly AppRoute[] = ROUTES.map((route) => ({
  ...route,
  access: MEMBER_PAGES.includes(route.path) ? 'member' : 'anyone',
}))

/** The static first paint a route gets: the user area's is blank (its own frame differs). */
export function shellOf(route: AppRoute): 'finder' | 'user' | undefined {
  return route.shell ?? (route.layout === 'user' ? 'user' : undefined)
}
