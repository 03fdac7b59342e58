// The user area's sidebar links, as data. They live with the sidebar, not in the route manifest:
// the manifest is in the first JS of every page (`/` included) and the sidebar in the user area's.
import { USER_AREA_PATH } from '@/lib/paths'

/** Who sees a sidebar link: a client, a trainer, or a trainer who was a client first. */
export type NavRole = 'client' | 'trainer' | 'former client'
export type NavSectionName = 'main' | 'bookings' | 'profile'
/** A lucide icon, by name (navigation.ts maps names to icons). */
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

export interface SidebarLink {
  /** A route's path in the manifest (navigation.test.ts checks each one is there). */
  path: string
  label: string
  icon: NavIconName
  section: NavSectionName
  /** Place within its section. */
  order: number
  roles: readonly NavRole[]
}

const ALL: readonly NavRole[] = ['client', 'trainer']
const CLIENT: readonly NavRole[] = ['client']
const TRAINER: readonly NavRole[] = ['trainer']

export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  {
    path: USER_AREA_PATH,
    label: 'Overview',
    icon: 'layout-dashboard',
    section: 'main',
    order: 1,
    roles: ALL,
  },
  { path: '/user/inbox', label: 'Inbox', icon: 'inbox', section: 'main', order: 2, roles: ALL },
  {
    path: '/find-gym-buddy',
    label: 'Find Gym Buddy',
    icon: 'search',
    section: 'main',
    order: 3,
    roles: CLIENT,
  },
  {
    path: '/user/schedule',
    label: 'My Schedule',
    icon: 'calendar-days',
    section: 'bookings',
    order: 1,
    roles: TRAINER,
  },
  {
    path: '/user/bookings',
    label: 'My Bookings',
    icon: 'calendar-check',
    section: 'bookings',
    order: 2,
    roles: ['client', 'former client'],
  },
  {
    path: '/user/payments',
    label: 'Payments',
    icon: 'wallet',
    section: 'bookings',
    order: 3,
    roles: ALL,
  },
  {
    path: '/user/profile/edit',
    label: 'Edit Profile',
    icon: 'user-pen',
    section: 'profile',
    order: 1,
    roles: CLIENT,
  },
  {
    path: '/user/gym-buddy-profile/edit',
    label: 'Gym Buddy Profile',
    icon: 'dumbbell',
    section: 'profile',
    order: 1,
    roles: TRAINER,
  },
  {
    path: '/user/become-trainer',
    label: 'Become a Trainer',
    icon: 'award',
    section: 'profile',
    order: 2,
    roles: CLIENT,
  },
  {
    path: '/user/gym-buddy-profile/hours',
    label: 'Working Hours',
    icon: 'clock',
    section: 'profile',
    order: 2,
    roles: TRAINER,
  },
]
