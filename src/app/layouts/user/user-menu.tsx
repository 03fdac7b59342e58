import { LogOutIcon, SettingsIcon } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { avatarInitial, avatarUrl } from '@/lib/avatars'
import type { UserRecord } from '@/lib/types'
import { logOut } from '@/stores/user'

export function UserMenu({ user }: { user: UserRecord }) {
  const navigate = useNavigate()

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
    // Not modal: a modal menu aria-hides the page, which axe reports around the focusable sidebar.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label="User menu">
          <Avatar
            src={avatarUrl(user, '100x100')}
            initial={avatarInitial(user.name, user.email, 'U')}
            className="size-9"
          />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{user.name || 'User'}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/user/profile/edit')}>
          <SettingsIcon aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={handleLogOut}>
          <LogOutIcon aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
