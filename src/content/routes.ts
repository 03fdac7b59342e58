// The route table of spec §2, as data: the router (src/app/router.tsx), the user area's titles and
// sidebar, the signed-in paths (lib/session.ts) and the build's preload map (vite.config.ts)
// are all derived from it. Pure data: Node imports it too, and it lands in the entry chunk.

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

/** A route's path parameters, as its loader receives them (`{ userId }` for /user/chat/:userId). */
export type RouteParams = Readonly<Record<string, string | undefined>>

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
  /** The user area's header title (spec §2); Dashboard where there is none. */
  title?: string
  nav?: RouteNav
  /** index.html's static first paint: the finder's heading, or nothing (the user area). */
  shell?: 'finder' | 'user'
}

export const USER_AREA_PATH = '/user'
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
  access: 'anyone',
  shell: 'finder',
} as const

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', screen: 'features/landing/landing-page', layout: 'public', access: 'anyone' },
  { path: '/register', screen: 'features/auth/register-page', layout: 'public', access: 'anyone' },
  { path: '/login', screen: 'features/auth/login-page', layout: 'public', access: 'anyone' },
  {
    path: '/forgot-password',
    screen: 'features/auth/forgot-password-page',
    layout: 'public',
    access: 'anyone',
  },
  {
    path: '/reset-password/:token',
    screen: 'features/auth/reset-password-page',
    layout: 'public',
    access: 'anyone',
  },
  {
    path: '/verify-email/:token',
    screen: 'features/auth/verify-email-page',
    layout: 'public',
    access: 'anyone',
  },
  {
    path: '/confirm-email-change/:token',
    screen: 'features/auth/confirm-email-change-page',
    layout: 'public',
    access: 'anyone',
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
    access: 'anyone',
  },
  { path: '/privacy', screen: 'features/legal/privacy-page', layout: 'public', access: 'anyone' },
  { path: '/terms', screen: 'features/legal/terms-page', layout: 'public', access: 'anyone' },
  { path: '/contact', screen: 'features/legal/contact-page', layout: 'public', access: 'anyone' },
  {
    path: '/book-session/:gymBuddyId',
    screen: 'features/book-session/book-session-page',
    layout: 'public',
    access: 'member',
  },
  {
    path: '/user/profile/create',
    screen: 'features/profiles/client-profile-create-page',
    layout: 'public',
    access: 'member',
  },
  {
    path: USER_AREA_PATH,
    screen: 'features/dashboard/dashboard-page',
    loader: 'features/dashboard/dashboard-loader',
    layout: 'user',
    access: 'member',
    nav: { label: 'Overview', icon: 'layout-dashboard', section: 'main', order: 1, roles: ALL },
  },
  {
    path: '/user/inbox',
    screen: 'features/chat/inbox-page',
    loader: 'features/chat/inbox-loader',
    early: ['/api/gymbuddy/inbox'],
    layout: 'user',
    access: 'member',
    title: 'Inbox',
    nav: { label: 'Inbox', icon: 'inbox', section: 'main', order: 2, roles: ALL },
  },
  {
    path: '/user/chat/:userId',
    screen: 'features/chat/chat-page',
    loader: 'features/chat/chat-loader',
    early: ['/api/gymbuddy/conversations/:userId'],
    layout: 'user',
    access: 'member',
    title: 'Chat',
  },
  {
    path: '/user/bookings',
    screen: 'features/booking-lists/my-bookings-page',
    layout: 'user',
    access: 'member',
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
    access: 'member',
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
    access: 'member',
    title: 'Payments',
    nav: { label: 'Payments', icon: 'wallet', section: 'bookings', order: 3, roles: ALL },
  },
  {
    path: '/user/become-trainer',
    screen: 'features/profiles/become-trainer-page',
    layout: 'user',
    access: 'member',
    title: 'Become a Trainer',
    nav: { label: 'Become a Trainer', icon: 'award', section: 'profile', order: 2, roles: CLIENT },
  },
  {
    path: '/user/profile/edit',
    screen: 'features/profiles/client-profile-edit-page',
    layout: 'user',
    access: 'member',
    title: 'Edit Profile',
    nav: { label: 'Edit Profile', icon: 'user-pen', section: 'profile', order: 1, roles: CLIENT },
  },
  {
    path: '/user/gym-buddy-profile/edit',
    screen: 'features/profiles/trainer-profile-edit-page',
    layout: 'user',
    access: 'member',
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
    access: 'member',
    title: 'Working Hours',
    nav: { label: 'Working Hours', icon: 'clock', section: 'profile', order: 2, roles: TRAINER },
  },
  // Linked from the user menu and the trainer's setup checklist, not the sidebar.
  {
    path: '/user/account',
    screen: 'features/auth/account-page',
    layout: 'user',
    access: 'member',
    title: 'Account',
  },
  // Linked from the user menu and the Privacy Policy, not the sidebar.
  {
    path: '/user/privacy',
    screen: 'features/privacy-data/privacy-data-page',
    layout: 'user',
    access: 'member',
    title: 'Privacy & data',
  },
]

/** The static first paint a route gets: the user area's is blank (its own frame differs). */
export function shellOf(route: AppRoute): 'finder' | 'user' | undefined {
  return route.shell ?? (route.layout === 'user' ? 'user' : undefined)
}
