import { DumbbellIcon } from 'lucide-react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { BRAND_NAME } from '@/content/constants'
import { cn } from '@/lib/utils'
import { useIsSignedIn } from '@/stores/user'

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
    isActive && 'text-foreground',
  )
}

/**
 * The brand on / (plus Sign in for visitors), elsewhere Home and Find Gym Buddy plus the auth
 * buttons.
 */
export function SiteHeader() {
  const { pathname } = useLocation()
  const signedIn = useIsSignedIn()
  const onLanding = pathname === '/'

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-3 sm:gap-x-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight sm:text-xl"
        >
          <span className="flex size-7 items-center justify-center rounded-lg bg-primary text-primary-foreground sm:size-8">
            <DumbbellIcon className="size-5" aria-hidden="true" />
          </span>
          {BRAND_NAME}
        </Link>
        {/* Where a returning member looks first, at every width. */}
        {onLanding && !signedIn && (
          <Button asChild size="sm" variant="ghost" className="ml-auto">
            <Link to="/login">Sign in</Link>
          </Button>
        )}
        {!onLanding && (
          <>
            <nav
              aria-label="Main"
              className="order-last -mx-3 flex w-full items-center gap-1 md:order-none md:mx-0 md:w-auto"
            >
              <NavLink to="/" end className={navLinkClass}>
                Home
              </NavLink>
              <NavLink to="/find-gym-buddy" className={navLinkClass}>
                Find Gym Buddy
              </NavLink>
            </nav>
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              {signedIn ? (
                <Button asChild size="sm">
                  <Link to="/user">Dashboard</Link>
                </Button>
              ) : (
                <>
                  <Button asChild size="sm" variant="ghost">
                    <Link to="/login">Login</Link>
                  </Button>
                  <Button asChild size="sm">
                    <Link to="/register">Get Started</Link>
                  </Button>
                </>
              )}
            </div>
          </>
        )}
      </div>
    </header>
  )
}
