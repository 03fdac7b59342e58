import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { formatSgtDate, formatSgtTime } from '@/lib/dates'
import type { DashboardSession } from './dashboard-answer'
import { SESSION_MINUTES } from './dashboard-figures'
import type { OverviewWords } from './overview-words'
import { SessionPartnerAvatar } from './session-partner-avatar'

/** The latest ended sessions, newest first: date, "with …", time and length. */
export function RecentSessionsCard({
  sessions,
  words,
}: {
  sessions: readonly DashboardSession[]
  /** The reader's side's words (a coach's are about their clients). */
  words: OverviewWords
}) {
  const { unknownPartner } = words
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Recent Sessions</h2>
        <CardDescription>{words.recentDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{words.noRecent}</p>
        ) : (
          <ul className="divide-y">
            {sessions.map((session) => (
              <li key={session.id} className="flex items-center gap-3 py-3">
                <SessionPartnerAvatar session={session} unknownPartner={unknownPartner} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{formatSgtDate(session.datetime)}</p>
                  <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                    with {session.partnerName || unknownPartner}
                  </p>
                </div>
                <div className="text-right text-sm">
                  <p>{formatSgtTime(session.datetime)} SGT</p>
                  <p className="text-muted-foreground">{SESSION_MINUTES} min</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
