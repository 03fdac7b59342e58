import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { DeferredOverlay } from '@/components/ui/deferred-overlay'
import { avatarInitial, avatarUrl } from '@/lib/avatars'
import type { UserRecord } from '@/lib/types'
import { logOut } from '@/stores/user'

// The menu's code (Radix) is not needed for the first paint of a signed-in page.
const loadMenu = () => import('./user-menu-content')

export function UserMenu({ user }: { user: UserRecord }) {
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)

  const loggingOut = useRef(false)
  // The session ends once the user area has gone: cleared on a signed-in route, the auth guard
  // would send us to /login (the move to / is a transition, rendered after the store update).
  useEffect(
    () => () => {
      if (loggingOut.current) logOut()
    },
    [],
  )

  function handleLogOut() {
    loggingOut.current = true
    void navigate('/', { replace: true })
  }

  return (
    <DeferredOverlay
      load={loadMenu}
      props={{
        user,
        onAccount: () => void navigate('/user/account'),
        onSettings: () => void navigate('/user/profile/edit'),
        onPrivacy: () => void navigate('/user/privacy'),
        onLogOut: handleLogOut,
      }}
      popup="menu"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" className="rounded-full" aria-label="User menu">
          <Avatar
            src={avatarUrl(user, '100x100')}
            initial={avatarInitial(user.name, user.email, 'U')}
            className="size-9"
          />
        </Button>
      }
    />
  )
}
