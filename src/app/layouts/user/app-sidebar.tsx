import { DumbbellIcon } from 'lucide-react'
import { Link, NavLink } from 'react-router-dom'
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@/components/ui/sidebar'
import { useSidebar } from '@/components/ui/sidebar-provider'
import { BRAND_NAME } from '@/content/constants'
import type { UserType } from '@/lib/types'
import { useUnreadMessageTotal } from '@/lib/unread-messages'
import { INBOX_PATH, InboxLabel, inboxLinkName } from './inbox-label'
import { userNavigation } from './navigation'

export function AppSidebar({
  userType,
  wasClient = false,
}: {
  userType: UserType | ''
  /** Has a client profile: a trainer then keeps My Bookings. */
  wasClient?: boolean
}) {
  const { isMobile, setOpenMobile } = useSidebar()
  const unreadMessages = useUnreadMessageTotal()
  // On a phone the sheet covers the page: close it once a link is chosen.
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false)
  }

  return (
    <Sidebar label="Navigation">
      {/* One landmark for the brand and the links (nothing outside a landmark). */}
      <nav aria-label="User area" className="flex min-h-0 flex-1 flex-col">
        {/* In the sheet, leave room for its close button. */}
        <SidebarHeader className={isMobile ? 'pr-12' : undefined}>
          <SidebarMenuButton asChild tooltip={BRAND_NAME} className="h-10 font-bold">
            <Link to="/" onClick={closeOnMobile}>
              <DumbbellIcon aria-hidden="true" className="text-primary" />
              <span>{BRAND_NAME}</span>
            </Link>
          </SidebarMenuButton>
        </SidebarHeader>
        <SidebarContent>
          {userNavigation(userType, { wasClient }).map((section, index) => (
            <SidebarGroup key={section.label ?? index}>
              {section.label && <SidebarGroupLabel>{section.label}</SidebarGroupLabel>}
              <SidebarMenu>
                {section.items.map((item) => (
                  <SidebarMenuItem key={item.to}>
                    <SidebarMenuButton asChild tooltip={item.label}>
                      <NavLink
                        to={item.to}
                        end={item.end}
                        onClick={closeOnMobile}
                        aria-label={
                          item.to === INBOX_PATH
                            ? inboxLinkName(item.label, unreadMessages)
                            : undefined
                        }
                      >
                        <item.icon aria-hidden="true" />
                        {item.to === INBOX_PATH ? (
                          <InboxLabel label={item.label} unread={unreadMessages} />
                        ) : (
                          <span>{item.label}</span>
                        )}
                      </NavLink>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </SidebarGroup>
          ))}
        </SidebarContent>
      </nav>
    </Sidebar>
  )
}
