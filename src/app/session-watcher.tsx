import { lazy, Suspense, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { pb } from '@/lib/pocketbase'
import { isSignedInPath } from '@/lib/paths'
import { SESSION_MESSAGES, watchSession } from '@/lib/session'
import { useIsSignedIn } from '@/stores/user'

// Most members never see it: its code loads with the first signed-in screen, after the first paint.
const TermsUpdateDialog = lazy(() => import('@/features/legal/terms-update-dialog'))

interface SessionWatcherProps {
  /** Check the stored token with the server now (app start), not only later. */
  refreshOnStart: boolean
}

/**
 * Refreshes the session on app start and ends it cleanly when the token expires or is revoked:
 * a toast says why, and a signed-in screen gives way to /login (which returns there after login).
 * While signed in, it also holds the terms update dialog (features/legal/terms-update-dialog).
 */
export default function SessionWatcher({ refreshOnStart }: SessionWatcherProps) {
  const navigate = useNavigate()
  const signedIn = useIsSignedIn()
  // navigate changes with every location: the watch must not restart (and re-check) on each.
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])

  useEffect(
    () =>
      watchSession({
        pb,
        refreshOnStart,
        onSessionEnded: (reason) => {
          const message = SESSION_MESSAGES[reason]
          toast.error(message, { id: 'session-ended' })
          const { pathname } = window.location
          if (isSignedInPath(pathname)) {
            void navigateRef.current('/login', {
              replace: true,
              state: { from: pathname, notice: message },
            })
          }
        },
      }),
    [refreshOnStart],
  )
  if (!signedIn) return null
  return (
    <Suspense fallback={null}>
      <TermsUpdateDialog />
    </Suspense>
  )
}
