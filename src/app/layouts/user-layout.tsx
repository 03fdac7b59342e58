import { lazy, Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import { SidebarInset } from '@/components/ui/sidebar'
import { SidebarProvider } from '@/components/ui/sidebar-provider'
import { Spinner } from '@/components/ui/spinner'
import { loadWhenReachable } from '@/lib/load-when-reachable'
import { MAIN_CONTENT_ID } from '../skip-link'
import { VerifyEmailBanner } from '@/features/auth/verify-email-banner'
import { useCurrentUser } from '@/stores/user'
import { AppSidebar } from './user/app-sidebar'
import { usePageTitle } from './user/page-title'
import { UserHeader } from './user/user-header'
import type { UserAreaData } from './user/user-area-loader'
import { useUserAreaLoader } from './user/use-user-area-loader'

const PROFILE_SETTINGS_PATHS = ['/user/profile/edit', '/user/gym-buddy-profile/edit']

// Only the settings pages show it: its code (a Radix checkbox) stays off every other page.
const BookingEmailsSetting = lazy(() =>
  loadWhenReachable(() => import('@/features/notifications/booking-emails-setting')).then(
    (module) => ({ default: module.BookingEmailsSetting }),
  ),
)

/**
 * The signed-in area: sidebar, header with the page title, and the screen. The router
 * passes what its loader fetched as `loaderData`.
 */
export default function UserLayout({ loaderData }: { loaderData?: UserAreaData | null }) {
  const user = useCurrentUser()
  const { loading, failed, error, retry, area } = useUserAreaLoader(user?.id ?? '', loaderData)
  const title = usePageTitle()
  // The profile forms are the member's settings (the user menu's Settings opens them).
  const settings = PROFILE_SETTINGS_PATHS.includes(useLocation().pathname)

  if (!user || loading) return <Spinner className="min-h-svh" />
  if (failed) {
    return (
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="grid min-h-svh place-items-center outline-none"
      >
        <LoadFailed what="your account" error={error} onRetry={retry} />
      </main>
    )
  }

  return (
    <SidebarProvider>
      <AppSidebar userType={user.userType} wasClient={Boolean(user.profile)} />
      <SidebarInset>
        <UserHeader title={title} user={user} />
        <VerifyEmailBanner user={user} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          <Outlet context={area} />
          {settings && (
            <Suspense fallback={null}>
              <BookingEmailsSetting user={user} />
            </Suspense>
          )}
        </main>
      </SidebarInset>
    </SidebarProvider>
  )
}
