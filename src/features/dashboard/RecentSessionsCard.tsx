import { DumbbellIcon } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { DASHBOARD_RECENT_SESSIONS } from '@/content/constants'

/** Three sample sessions (spec §1): placeholders, not loaded. */
export function RecentSessionsCard() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Recent Sessions</h2>
        <CardDescription>Your latest workouts with gym buddies.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {DASHBOARD_RECENT_SESSIONS.map((session) => (
            <li key={session.title} className="flex items-center gap-3 py-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                <DumbbellIcon className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium">{session.title}</p>
                <p className="text-sm text-muted-foreground">with {session.partner}</p>
              </div>
              <div className="text-right text-sm">
                <p>{session.when}</p>
                <p className="text-muted-foreground">{session.duration}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
