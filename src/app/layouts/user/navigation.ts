// The sidebar's links by role (spec §2 "User area layout", §6).
import {
  AwardIcon,
  CalendarCheckIcon,
  CalendarDaysIcon,
  ClockIcon,
  DumbbellIcon,
  InboxIcon,
  LayoutDashboardIcon,
  SearchIcon,
  UserPenIcon,
  type LucideIcon,
} from 'lucide-react'
import type { UserType } from '@/lib/types'

export interface NavItem {
  label: string
  to: string
  icon: LucideIcon
  /** Active only on this exact path (Overview is the parent of every /user route). */
  end?: boolean
}

export interface NavSection {
  /** Sections without a label sit at the top. */
  label?: string
  items: NavItem[]
}

/**
 * Clients (and users with no profile yet) get the client links; trainers get theirs. A trainer
 * who was a client first (has a client profile) keeps My Bookings for the sessions they booked.
 */
export function userNavigation(
  userType: UserType | '',
  { wasClient = false }: { wasClient?: boolean } = {},
): NavSection[] {
  const trainer = userType === 'trainer'
  const main: NavItem[] = [
    { label: 'Overview', to: '/user', icon: LayoutDashboardIcon, end: true },
    { label: 'Inbox', to: '/user/inbox', icon: InboxIcon },
  ]
  if (!trainer) main.push({ label: 'Find Gym Buddy', to: '/find-gym-buddy', icon: SearchIcon })

  const myBookings: NavItem = {
    label: 'My Bookings',
    to: '/user/bookings',
    icon: CalendarCheckIcon,
  }
  const bookings: NavItem[] = trainer
    ? [
        { label: 'My Schedule', to: '/user/schedule', icon: CalendarDaysIcon },
        ...(wasClient ? [myBookings] : []),
      ]
    : [myBookings]

  const profile: NavItem[] = trainer
    ? [
        { label: 'Gym Buddy Profile', to: '/user/gym-buddy-profile/edit', icon: DumbbellIcon },
        { label: 'Working Hours', to: '/user/gym-buddy-profile/hours', icon: ClockIcon },
      ]
    : [
        { label: 'Edit Profile', to: '/user/profile/edit', icon: UserPenIcon },
        { label: 'Become a Trainer', to: '/user/become-trainer', icon: AwardIcon },
      ]

  return [
    { items: main },
    { label: 'Bookings', items: bookings },
    { label: 'Profile', items: profile },
  ]
}
