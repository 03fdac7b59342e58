import { lazy, Suspense, useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { useAfterFirstPaint } from '@/lib/after-first-paint'
import { hasStoredSession, useIsSignedIn } from '@/stores/user'
import { ConnectionBanner } from './connection-banner'

// Neither is needed to paint a page: sonner and the SDK stay off the landing route's download, and
// both load after the first screen has painted.
const AppToaster = lazy(() => import('./app-toaster'))
const SessionWatcher = lazy(() => import('./session-watcher'))

/** A session found on app start is checked with the server at once (issue 6.7). */
const startedWithSession = hasStoredSession()

/** Watches the session from the first sign-in (or a stored token) on, and then keeps watching. */
function SessionWatch() {
  const signedIn = useIsSignedIn()
  const [watching, setWatching] = useState(startedWithSession)
  const painted = useAfterFirstPaint()
  if (signedIn && !watching) setWatching(true)
  if (!watching || !painted) return null
  return (
    <Suspense fallback={null}>
      <SessionWatcher refreshOnStart={startedWithSession} />
    </Suspense>
  )
}

/** The landing page never toasts: sonner loads with the first other screen (or a session). */
function ToasterWhenNeeded() {
  const { pathname } = useLocation()
  const signedIn = useIsSignedIn()
  const [needed, setNeeded] = useState(false)
  const painted = useAfterFirstPaint()
  if (!needed && (pathname !== '/' || signedIn)) setNeeded(true)
  if (!needed || !painted) return null
  // Toasts made before it has loaded are replayed by sonner once it mounts.
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  )
}

/** Around every route: the session watch, the screen, toasts and the connection banner. */
export function AppFrame() {
  return (
    <>
      <SessionWatch />
      <Outlet />
      <ToasterWhenNeeded />
      <ConnectionBanner />
    </>
  )
}
