import { Suspense } from 'react'
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom'
import { PublicLayout } from './layouts/PublicLayout'
import { lazyScreen, type LazyScreen } from './lazyScreen'
import { RequireAuth } from './RequireAuth'
import { RouteFallback } from './RouteFallback'

const LandingPage = lazyScreen(() => import('@/features/landing/LandingPage'))
const LoginPage = lazyScreen(() => import('@/features/auth/LoginPage'))
const RegisterPage = lazyScreen(() => import('@/features/auth/RegisterPage'))
const ForgotPasswordPage = lazyScreen(() => import('@/features/auth/ForgotPasswordPage'))
const ResetPasswordPage = lazyScreen(() => import('@/features/auth/ResetPasswordPage'))
const VerifyEmailPage = lazyScreen(() => import('@/features/auth/VerifyEmailPage'))
const FinderPage = lazyScreen(() => import('@/features/finder/FinderPage'))
const TrainerPage = lazyScreen(() => import('@/features/trainer/TrainerPage'))
const BookSessionPage = lazyScreen(() => import('@/features/booking/BookSessionPage'))
const PrivacyPage = lazyScreen(() => import('@/features/legal/PrivacyPage'))
const TermsPage = lazyScreen(() => import('@/features/legal/TermsPage'))
const ContactPage = lazyScreen(() => import('@/features/legal/ContactPage'))
const ClientProfileCreatePage = lazyScreen(
  () => import('@/features/profiles/ClientProfileCreatePage'),
)
const UserLayout = lazyScreen(() => import('./layouts/UserLayout'))
const DashboardPage = lazyScreen(() => import('@/features/dashboard/DashboardPage'))
const InboxPage = lazyScreen(() => import('@/features/chat/InboxPage'))
const ChatPage = lazyScreen(() => import('@/features/chat/ChatPage'))
const MyBookingsPage = lazyScreen(() => import('@/features/bookings/MyBookingsPage'))
const SchedulePage = lazyScreen(() => import('@/features/bookings/SchedulePage'))
const BecomeTrainerPage = lazyScreen(() => import('@/features/profiles/BecomeTrainerPage'))
const ClientProfileEditPage = lazyScreen(() => import('@/features/profiles/ClientProfileEditPage'))
const TrainerProfileEditPage = lazyScreen(
  () => import('@/features/profiles/TrainerProfileEditPage'),
)
const WorkingHoursPage = lazyScreen(() => import('@/features/availability/WorkingHoursPage'))

// The finder's heading paints without waiting for the first cards (its largest paint); they are
// requested at once and show without a loading text if they arrive first.
const prefetchFinder = () => {
  import('@/features/finder/useGymBuddies')
    .then((m) => m.prefetchGymBuddiesPreview())
    .catch((error: unknown) => console.error('Failed to prefetch', error))
  return Promise.resolve()
}

/** Which screen each route renders, so the first render can wait for its chunk. */
const screenOfRoute = new Map<RouteObject, LazyScreen>()
/** Data a route's screen loads first, requested in parallel with the screen's code. */
const dataOfRoute = new Map<RouteObject, () => Promise<void>>()

// Every screen is its own chunk: the landing route downloads only what it renders.
function page(
  screen: LazyScreen,
  route: Omit<RouteObject, 'element'> = {},
  prefetchData?: () => Promise<void>,
): RouteObject {
  const object = {
    ...route,
    element: (
      <Suspense fallback={<RouteFallback />}>
        <screen.Component />
      </Suspense>
    ),
  } as RouteObject
  screenOfRoute.set(object, screen)
  if (prefetchData) dataOfRoute.set(object, prefetchData)
  return object
}

/** The route table of spec §2 (exported for tests, which mount it in a memory router). */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      page(LandingPage, { path: '/' }),
      page(RegisterPage, { path: '/register' }),
      page(LoginPage, { path: '/login' }),
      page(ForgotPasswordPage, { path: '/forgot-password' }),
      page(ResetPasswordPage, { path: '/reset-password/:token' }),
      page(VerifyEmailPage, { path: '/verify-email/:token' }),
      page(FinderPage, { path: '/find-gym-buddy' }, prefetchFinder),
      page(FinderPage, { path: '/book-session' }, prefetchFinder),
      page(TrainerPage, { path: '/gym-buddy/:id' }),
      page(PrivacyPage, { path: '/privacy' }),
      page(TermsPage, { path: '/terms' }),
      page(ContactPage, { path: '/contact' }),
      {
        element: <RequireAuth />,
        children: [
          page(BookSessionPage, { path: '/book-session/:gymBuddyId' }),
          page(ClientProfileCreatePage, { path: '/user/profile/create' }),
        ],
      },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      page(
        UserLayout,
        {
          path: '/user',
          children: [
            page(DashboardPage, { index: true }, () =>
              import('@/features/dashboard/dashboardApi').then((m) => m.prefetchDashboard()),
            ),
            page(InboxPage, { path: 'inbox' }, () =>
              import('@/features/chat/chatApi').then((m) => m.prefetchInbox()),
            ),
            page(ChatPage, { path: 'chat/:userId' }),
            page(MyBookingsPage, { path: 'bookings' }),
            page(SchedulePage, { path: 'schedule' }),
            page(BecomeTrainerPage, { path: 'become-trainer' }),
            page(ClientProfileEditPage, { path: 'profile/edit' }),
            page(TrainerProfileEditPage, { path: 'gym-buddy-profile/edit' }),
            page(WorkingHoursPage, { path: 'gym-buddy-profile/hours' }),
          ],
        },
        () => import('./layouts/user/useUserAreaLoader').then((m) => m.prefetchUserArea()),
      ),
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]

/**
 * Fetches the chunks of the screens `pathname` renders and the first data they show, all at
 * once; settles when everything is in (never rejects: the screens then load for themselves).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matched = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route)
  const data = matched
    .flatMap((route) => dataOfRoute.get(route) ?? [])
    .map((prefetchData) =>
      prefetchData().catch((error: unknown) => console.error('Failed to prefetch', error)),
    )
  const screens = matched.flatMap((route) => screenOfRoute.get(route) ?? [])
  await Promise.all([...data, ...screens.map((screen) => screen.preload().catch(() => undefined))])
}
