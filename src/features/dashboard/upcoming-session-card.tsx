import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { formatSgtDateTime } from '@/lib/dates'
import type { DashboardSession } from './dashboard-answer'
import { SessionPartnerAvatar } from './session-partner-avatar'

/** The next confirmed session (Quick Actions lead to the bookings screen). */
export function UpcomingSessionCard({
  session,
  unknownPartner,
}: {
  session: DashboardSession | null
  unknownPartner: string
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Upcoming</h2>
      </CardHeader>
      <CardContent>
        {session ? (
          <div className="flex items-start gap-3">
            <SessionPartnerAvatar session={session} unknownPartner={unknownPartner} />
            <div className="min-w-0">
              <p className="font-medium">{formatSgtDateTime(session.datetime)}</p>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                with {session.partnerName || unknownPartner}
              </p>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No confirmed sessions coming up.</p>
        )}
      </CardContent>
    </Card>
  )
}
