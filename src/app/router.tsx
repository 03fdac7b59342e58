import { Suspense } from 'react'
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom'
import { PublicLayout } from './layouts/PublicLayout'
import { lazyScreen, type LazyScreen } from './lazyScreen'
import { RequireAuth } from './RequireAuth'
import { RouteFallback } from './RouteFallback'

const LandingPage = lazyScreen(() => import('@/features/landing/LandingPage'))
const LoginPage = lazyScreen(() => import('@/features/auth/LoginPage'))
const RegisterPage = lazyScreen(() => import('@/features/auth/RegisterPage'))
const FinderPage = lazyScreen(() => import('@/features/finder/FinderPage'))
const BookSessionPage = lazyScreen(() => import('@/features/booking/BookSessionPage'))
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

/** Which screen each route renders, so the first render can wait for its chunk. */
const screenOfRoute = new Map<RouteObject, LazyScreen>()

// Every screen is its own chunk: the landing route downloads only what it renders.
function page(screen: LazyScreen, route: Omit<RouteObject, 'element'> = {}): RouteObject {
  const object = {
    ...route,
    element: (
      <Suspense fallback={<RouteFallback />}>
        <screen.Component />
      </Suspense>
    ),
  } as RouteObject
  screenOfRoute.set(object, screen)
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
      page(FinderPage, { path: '/find-gym-buddy' }),
      page(FinderPage, { path: '/book-session' }),
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
      page(UserLayout, {
        path: '/user',
        children: [
          page(DashboardPage, { index: true }),
          page(InboxPage, { path: 'inbox' }),
          page(ChatPage, { path: 'chat/:userId' }),
          page(MyBookingsPage, { path: 'bookings' }),
          page(SchedulePage, { path: 'schedule' }),
          page(BecomeTrainerPage, { path: 'become-trainer' }),
          page(ClientProfileEditPage, { path: 'profile/edit' }),
          page(TrainerProfileEditPage, { path: 'gym-buddy-profile/edit' }),
        ],
      }),
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]

/** Fetches the chunks of the screens `pathname` renders (never rejects). */
export async function preloadRoute(pathname: string): Promise<void> {
  const screens = (matchRoutes(routes, pathname) ?? []).flatMap(
    ({ route }) => screenOfRoute.get(route) ?? [],
  )
  await Promise.all(screens.map((screen) => screen.preload().catch(() => undefined)))
}
