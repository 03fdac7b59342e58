import { SidebarTrigger } from '@/components/ui/sidebar'
import { NotificationBell } from '@/features/notifications/notification-bell'
import type { UserRecord } from '@/lib/types'
import { UserMenu } from './user-menu'

export function UserHeader({ title, user }: { title: string; user: UserRecord }) {
  return (
    <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3 md:px-4">
      <SidebarTrigger />
      <h1 className="min-w-0 flex-1 truncate text-lg font-semibold">{title}</h1>
      <NotificationBell userId={user.id} pageTitle={title} />
      <UserMenu user={user} />
    </header>
  )
}
