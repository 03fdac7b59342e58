import { Outlet } from 'react-router-dom'
import { SiteFooter } from './public/site-footer'
import { SiteHeader } from './public/site-header'

/** The shell of every public screen (and of profile creation): header, page, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
