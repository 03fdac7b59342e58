import { Link, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'

/**
 * The page-not-found answer: any path the app does not know, and pages a visitor may not learn
 * exist (the operator desk answers everyone but operators with it).
 */
export function PageNotFound() {
  const { pathname } = useLocation()
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <title>Page not found · GymBuddy</title>
      <p className="text-sm font-semibold tracking-wide text-muted-foreground">Error 404</p>
      <h1 id="not-found-title" className="text-3xl font-bold tracking-tight">
        Page not found
      </h1>
      <p className="text-muted-foreground">
        There is no page at <code className="font-mono break-all">{pathname}</code>. It may have
        moved, or the link may be mistyped.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/find-gym-buddy">Find a Gym Buddy</Link>
        </Button>
      </div>
    </section>
  )
}
