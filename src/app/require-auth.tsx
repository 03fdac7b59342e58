import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useIsSignedIn } from '@/stores/user'

/** Signed-out visitors on a signed-in route go to /login. */
export function RequireAuth() {
  const signedIn = useIsSignedIn()
  const location = useLocation()
  // The query comes along: an hour picked on a trainer's page survives signing in.
  const from = location.pathname + location.search
  if (!signedIn) return <Navigate to="/login" replace state={{ from }} />
  return <Outlet />
}
