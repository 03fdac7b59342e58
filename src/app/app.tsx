import { lazy, Suspense, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { useAfterFirstPaint } from '@/lib/after-first-paint'
import { loadWhenReachable } from '@/lib/load-when-reachable'
import { useToastRequested } from '@/lib/toast'
import { hasStoredSession, useIsSignedIn } from '@/stores/user'
import { ConnectionBanner } from './connection-banner'
import { SkipLink } from './skip-link'
import { useFocusHeadingOnNavigate } from './use-focus-heading'

// Neither is needed to paint a page: sonner loads with the first toast, the session check once the
// first screen has painted. Both may load during an outage (the first toast is often about it), so
// they wait for the server.
const AppToaster = lazy(() => loadWhenReachable(() => import('./app-toaster')))
const SessionWatcher = lazy(() => loadWhenReachable(() => import('./session-watcher')))

/** A session found on app start is checked with the server at once. */
const startedWithSession = hasStoredSession()

/**
 * Watches the session from the first sign-in (or a stored token) on, and then keeps watching; the
 * watcher also asks a signed-in member once to accept terms newer than the ones they agreed to.
 */
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

/** Sonner loads with the first toast (src/lib/toast.ts), and then shows it. */
function ToasterWhenNeeded() {
  if (!useToastRequested()) return null
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  )
}

/**
 * Around every route: the skip link, the session watch, the screen, toasts and the connection
 * banner. A change of page moves focus to its heading.
 */
export function AppFrame() {
  useFocusHeadingOnNavigate()
  return (
    <>
      <SkipLink />
      <SessionWatch />
      <Outlet />
      <ToasterWhenNeeded />
      <ConnectionBanner />
    </>
  )
}
