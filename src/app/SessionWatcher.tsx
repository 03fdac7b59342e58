import { useEffect } from 'react'
import { toast } from 'sonner'
import { pb } from '@/lib/pocketbase'
import { isSignedInPath, SESSION_MESSAGES, watchSession } from '@/lib/session'
import { router } from './router'

/**
 * Refreshes the session on app start and ends it cleanly when the token expires or is revoked:
 * a toast says why, and a signed-in screen gives way to /login (which returns there after login).
 */
export function SessionWatcher() {
  useEffect(
    () =>
      watchSession({
        pb,
        onSessionEnded: (reason) => {
          const message = SESSION_MESSAGES[reason]
          toast.error(message, { id: 'session-ended' })
          const { pathname } = router.state.location
          if (isSignedInPath(pathname)) {
            void router.navigate('/login', {
              replace: true,
              state: { from: pathname, notice: message },
            })
          }
        },
      }),
    [],
  )
  return null
}
