import { CircleUserIcon, LogOutIcon, SettingsIcon, ShieldCheckIcon } from 'lucide-react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { OverlayProps } from '@/components/ui/deferred-overlay'
import type { UserRecord } from '@/lib/types'

/** The user menu itself (Radix), loaded after the first paint (user-menu.tsx). */
export default function UserMenuContent({
  user,
  onAccount,
  onSettings,
  onPrivacy,
  onLogOut,
  open,
  onOpenChange,
  trigger,
}: OverlayProps & {
  user: UserRecord
  onAccount: () => void
  onSettings: () => void
  onPrivacy: () => void
  onLogOut: () => void
}) {
  return (
    // Not modal: a modal menu aria-hides the page, which axe reports around the focusable sidebar.
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{user.name || 'User'}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onAccount}>
          <CircleUserIcon aria-hidden="true" />
          Account
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSettings}>
          <SettingsIcon aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onPrivacy}>
          <ShieldCheckIcon aria-hidden="true" />
          Privacy &amp; data
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogOut}>
          <LogOutIcon aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
