// The sidebar's links by role (spec §2 "User area layout", §6).
import {
  AwardIcon,
  CalendarCheckIcon,
  CalendarDaysIcon,
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

/** Clients (and users with no profile yet) get the client links; trainers get theirs. */
export function userNavigation(userType: UserType | ''): NavSection[] {
  const trainer = userType === 'trainer'
  const main: NavItem[] = [
    { label: 'Overview', to: '/user', icon: LayoutDashboardIcon, end: true },
    { label: 'Inbox', to: '/user/inbox', icon: InboxIcon },
  ]
  if (!trainer) main.push({ label: 'Find Gym Buddy', to: '/find-gym-buddy', icon: SearchIcon })

  const bookings: NavItem = trainer
    ? { label: 'My Schedule', to: '/user/schedule', icon: CalendarDaysIcon }
    : { label: 'My Bookings', to: '/user/bookings', icon: CalendarCheckIcon }

  const profile: NavItem[] = trainer
    ? [{ label: 'Gym Buddy Profile', to: '/user/gym-buddy-profile/edit', icon: DumbbellIcon }]
    : [
        { label: 'Edit Profile', to: '/user/profile/edit', icon: UserPenIcon },
        { label: 'Become a Trainer', to: '/user/become-trainer', icon: AwardIcon },
      ]

  return [
    { items: main },
    { label: 'Bookings', items: [bookings] },
    { label: 'Profile', items: profile },
  ]
}
