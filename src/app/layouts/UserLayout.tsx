import { Outlet } from 'react-router-dom'
import { SidebarInset } from '@/components/ui/sidebar'
import { SidebarProvider } from '@/components/ui/sidebar-provider'
import { Spinner } from '@/components/ui/spinner'
import { useCurrentUser } from '@/stores/user'
import { AppSidebar } from './user/AppSidebar'
import { usePageTitle } from './user/pageTitle'
import { UserHeader } from './user/UserHeader'
import { useUserAreaLoader } from './user/useUserAreaLoader'

/** The signed-in area: sidebar, header with the page title, and the screen (spec §2). */
export default function UserLayout() {
  const user = useCurrentUser()
  const { loading, area } = useUserAreaLoader(user?.id ?? '')
  const title = usePageTitle()

  if (!user || loading) return <Spinner className="min-h-svh" />

  return (
    <SidebarProvider>
      <AppSidebar userType={user.userType} />
      <SidebarInset>
        <UserHeader title={title} user={user} />
        <main className="flex-1 p-4 md:p-6">
          <Outlet context={area} />
        </main>
      </SidebarInset>
    </SidebarProvider>
  )
}
