import {
  CalendarCheckIcon,
  CalendarDaysIcon,
  DumbbellIcon,
  InboxIcon,
  SearchIcon,
  UserPenIcon,
  type LucideIcon,
} from 'lucide-react'
import type { UserType } from '@/lib/types'

export interface QuickAction {
  label: string
  to: string
  icon: LucideIcon
}

/** Spec §2's three actions for clients; trainers get their own screens instead (as in §6). */
export function quickActions(userType: UserType | ''): QuickAction[] {
  if (userType === 'trainer') {
    return [
      { label: 'My Schedule', to: '/user/schedule', icon: CalendarDaysIcon },
      { label: 'Gym Buddy Profile', to: '/user/gym-buddy-profile/edit', icon: DumbbellIcon },
      { label: 'Inbox', to: '/user/inbox', icon: InboxIcon },
    ]
  }
  return [
    { label: 'Find Gym Buddies', to: '/find-gym-buddy', icon: SearchIcon },
    { label: 'My Bookings', to: '/user/bookings', icon: CalendarCheckIcon },
    { label: 'Edit Profile', to: '/user/profile/edit', icon: UserPenIcon },
  ]
}
