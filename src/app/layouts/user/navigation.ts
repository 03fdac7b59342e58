// The sidebar's links by role.
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
  WalletIcon,
  type LucideIcon,
} from 'lucide-react'
import { USER_AREA_PATH } from '@/lib/paths'
import type { UserType } from '@/lib/types'
import { SIDEBAR_LINKS, type NavIconName, type NavRole, type NavSectionName } from './sidebar-links'

const ICONS: Record<NavIconName, LucideIcon> = {
  award: AwardIcon,
  'calendar-check': CalendarCheckIcon,
  'calendar-days': CalendarDaysIcon,
  clock: ClockIcon,
  dumbbell: DumbbellIcon,
  inbox: InboxIcon,
  'layout-dashboard': LayoutDashboardIcon,
  search: SearchIcon,
  'user-pen': UserPenIcon,
  wallet: WalletIcon,
}

/** The sidebar's groups in order; the first has no heading. */
const SECTIONS: ReadonlyArray<readonly [NavSectionName, string | undefined]> = [
  ['main', undefined],
  ['bookings', 'Bookings'],
  ['profile', 'Profile'],
]

interface NavItem {
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

function rolesOf(userType: UserType | '', wasClient: boolean): NavRole[] {
  if (userType !== 'trainer') return ['client']
  return wasClient ? ['trainer', 'former client'] : ['trainer']
}

/**
 * Clients (and users with no profile yet) get the client links; trainers get theirs. A trainer
 * who was a client first (has a client profile) keeps My Bookings for the sessions they booked.
 */
export function userNavigation(
  userType: UserType | '',
  { wasClient = false }: { wasClient?: boolean } = {},
): NavSection[] {
  const roles = rolesOf(userType, wasClient)
  const links = SIDEBAR_LINKS.filter((link) => link.roles.some((role) => roles.includes(role)))
  return SECTIONS.map(([name, label]) => ({
    label,
    items: links
      .filter((link) => link.section === name)
      .sort((a, b) => a.order - b.order)
      .map((link) => ({
        label: link.label,
        to: link.path,
        icon: ICONS[link.icon],
        ...(link.path === USER_AREA_PATH && { end: true }),
      })),
  }))
}
