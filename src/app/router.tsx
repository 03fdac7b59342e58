import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { PublicLayout } from './layouts/PublicLayout'
import { RequireAuth } from './RequireAuth'
import { RouteFallback } from './RouteFallback'

// Every screen is its own chunk: the landing route downloads only what it renders.
function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Component />
    </Suspense>
  )
}

const LandingPage = lazy(() => import('@/features/landing/LandingPage'))
const LoginPage = lazy(() => import('@/features/auth/LoginPage'))
const RegisterPage = lazy(() => import('@/features/auth/RegisterPage'))
const FinderPage = lazy(() => import('@/features/finder/FinderPage'))
const BookSessionPage = lazy(() => import('@/features/booking/BookSessionPage'))
const ClientProfileCreatePage = lazy(() => import('@/features/profiles/ClientProfileCreatePage'))
const UserLayout = lazy(() => import('./layouts/UserLayout'))
const DashboardPage = lazy(() => import('@/features/dashboard/DashboardPage'))
const InboxPage = lazy(() => import('@/features/chat/InboxPage'))
const ChatPage = lazy(() => import('@/features/chat/ChatPage'))
const MyBookingsPage = lazy(() => import('@/features/bookings/MyBookingsPage'))
const SchedulePage = lazy(() => import('@/features/bookings/SchedulePage'))
const BecomeTrainerPage = lazy(() => import('@/features/profiles/BecomeTrainerPage'))
const ClientProfileEditPage = lazy(() => import('@/features/profiles/ClientProfileEditPage'))
const TrainerProfileEditPage = lazy(() => import('@/features/profiles/TrainerProfileEditPage'))

/** Route handles carry the user-area header title (spec §2: "Dashboard" by default). */
export interface RouteHandle {
  title?: string
}

/** The route table of spec §2 (exported for tests, which mount it in a memory router). */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: page(LandingPage) },
      { path: '/register', element: page(RegisterPage) },
      { path: '/login', element: page(LoginPage) },
      { path: '/find-gym-buddy', element: page(FinderPage) },
      { path: '/book-session', element: page(FinderPage) },
      {
        element: <RequireAuth />,
        children: [
          { path: '/book-session/:gymBuddyId', element: page(BookSessionPage) },
          { path: '/user/profile/create', element: page(ClientProfileCreatePage) },
        ],
      },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/user',
        element: page(UserLayout),
        children: [
          { index: true, element: page(DashboardPage) },
          { path: 'inbox', element: page(InboxPage), handle: { title: 'Inbox' } },
          { path: 'chat/:userId', element: page(ChatPage), handle: { title: 'Chat' } },
          { path: 'bookings', element: page(MyBookingsPage), handle: { title: 'My Bookings' } },
          { path: 'schedule', element: page(SchedulePage), handle: { title: 'My Schedule' } },
          {
            path: 'become-trainer',
            element: page(BecomeTrainerPage),
            handle: { title: 'Become a Trainer' },
          },
          {
            path: 'profile/edit',
            element: page(ClientProfileEditPage),
            handle: { title: 'Edit Profile' },
          },
          {
            path: 'gym-buddy-profile/edit',
            element: page(TrainerProfileEditPage),
            handle: { title: 'Gym Buddy Profile' },
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]

export const router = createBrowserRouter(routes)
