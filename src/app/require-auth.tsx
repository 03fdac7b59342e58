import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useIsSignedIn } from '@/stores/user'

/** Signed-out visitors on a signed-in route go to /login (spec §2, §6). */
export function RequireAuth() {
  const signedIn = useIsSignedIn()
  const location = useLocation()
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />
  return <Outlet />
}
