// The route manifest, as data: the router (router.tsx), the user area's titles and sidebar and
// the build's preload map (vite.config.ts) are all derived from it. Which pages are members-only
// comes from lib/paths.ts (code below the app reads it too). Pure data: Node imports it too, and
// it lands in the entry chunk.
import { MEMBER_PAGES, USER_AREA_PATH } from '../lib/paths'

type RouteLayout = 'public' | 'user'
/** 'member': signed-out visitors are sent to /login, and come back after signing in. */
type RouteAccess = 'anyone' | 'member'
/** Who sees a sidebar link: a client, a trainer, or a trainer who was a client first. */
export type NavRole = 'client' | 'trainer' | 'former client'
export type NavSectionName = 'main' | 'bookings' | 'profile'
/** A lucide icon, by name (src/app/layouts/user/navigation.ts maps names to icons). */
export type NavIconName =
  | 'award'
  | 'calendar-check'
  | 'calendar-days'
  | 'clock'
  | 'dumbbell'
  | 'inbox'
  | 'layout-dashboard'
  | 'search'
  | 'user-pen'
  | 'wallet'

interface RouteNav {
  label: string
  icon: NavIconName
  section: NavSectionName
  /** Place within its section (the manifest's order is by area, the sidebar's by use). */
  order: number
  roles: readonly NavRole[]
}

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
  nav?: RouteNav
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

const ALL: readonly NavRole[] = ['client', 'trainer']
const CLIENT: readonly NavRole[] = ['client']
const TRAINER: readonly NavRole[] = ['trainer']

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
    nav: { label: 'Find Gym Buddy', icon: 'search', section: 'main', order: 3, roles: CLIENT },
  },
  { ...FINDER, path: '/book-session' },
  {
    path: '/gym-buddy/:id',
    screen: 'features/trainer/trainer-page',
    layout: 'public',
  },
  // Operators only; the screen answers everyone else, visitors included, with the 404 page.
  { path: '/ops', screen: 'features/ops/ops-page', layout: 'public', preload: false },
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
    nav: { label: 'Overview', icon: 'layout-dashboard', section: 'main', order: 1, roles: ALL },
  },
  {
    path: '/user/inbox',
    screen: 'features/chat/inbox-page',
    loader: 'features/chat/inbox-loader',
    early: ['/api/gymbuddy/inbox'],
    layout: 'user',
    title: 'Inbox',
    nav: { label: 'Inbox', icon: 'inbox', section: 'main', order: 2, roles: ALL },
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
    nav: {
      label: 'My Bookings',
      icon: 'calendar-check',
      section: 'bookings',
      order: 2,
      roles: ['client', 'former client'],
    },
  },
  {
    path: '/user/schedule',
    screen: 'features/booking-lists/schedule-page',
    layout: 'user',
    title: 'My Schedule',
    nav: {
      label: 'My Schedule',
      icon: 'calendar-days',
      section: 'bookings',
      order: 1,
      roles: TRAINER,
    },
  },
  {
    path: '/user/payments',
    screen: 'features/payments/payments-page',
    layout: 'user',
    title: 'Payments',
    nav: { label: 'Payments', icon: 'wallet', section: 'bookings', order: 3, roles: ALL },
  },
  {
    path: '/user/become-trainer',
    screen: 'features/profiles/become-trainer-page',
    layout: 'user',
    title: 'Become a Trainer',
    nav: { label: 'Become a Trainer', icon: 'award', section: 'profile', order: 2, roles: CLIENT },
  },
  {
    path: '/user/profile/edit',
    screen: 'features/profiles/client-profile-edit-page',
    layout: 'user',
    title: 'Edit Profile',
    nav: { label: 'Edit Profile', icon: 'user-pen', section: 'profile', order: 1, roles: CLIENT },
  },
  {
    path: '/user/gym-buddy-profile/edit',
    screen: 'features/profiles/trainer-profile-edit-page',
    layout: 'user',
    title: 'Gym Buddy Profile',
    nav: {
      label: 'Gym Buddy Profile',
      icon: 'dumbbell',
      section: 'profile',
      order: 1,
      roles: TRAINER,
    },
  },
  {
    path: '/user/gym-buddy-profile/hours',
    screen: 'features/working-hours/working-hours-page',
    layout: 'user',
    title: 'Working Hours',
    nav: { label: 'Working Hours', icon: 'clock', section: 'profile', order: 2, roles: TRAINER },
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
