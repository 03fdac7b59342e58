import { Outlet } from 'react-router-dom'
import { MAIN_CONTENT_ID } from '../skip-link'
import { SiteFooter } from './public/site-footer'
import { SiteHeader } from './public/site-header'

/** The shell of every public screen (and of profile creation): header, page, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
