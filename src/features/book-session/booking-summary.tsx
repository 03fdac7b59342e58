import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { SESSION_MS } from '@/content/booking-rules'
import { cancelRuleSentence } from '@/content/cancel-rule'
import { policyLines, type LateCancelPolicy } from '@/content/late-cancel-policy'
import { formatSgtTime } from '@/lib/dates'
import { formatRate } from '@/lib/rates'
import { useNow } from '@/lib/use-now'
import { formatSgtLongDate, formatSgtWeekday } from '@/lib/dates'

/** A session lasts one hour (hourly slots). */

/** "10:00–11:00 SGT": the slot's start and end in Singapore time. */
function formatSessionTime(at: Date): string {
  return `${formatSgtTime(at)}–${formatSgtTime(new Date(at.getTime() + SESSION_MS))} SGT`
}

/** Spec §2: once a date and a time are chosen, the summary and Request Booking appear. */
export function BookingSummary({
  trainerName,
  rate,
  region,
  venue,
  at,
  busy,
  error,
  moving = false,
  credit = false,
  policy,
  onRequest,
}: {
  trainerName: string
  /** The trainer's rate (none: "Rate on request"). */
  rate: number | null | undefined
  /** The trainer's preferred location, when set. */
  region: string | undefined
  /** The venue chosen, when the trainer lists venues. */
  venue?: string
  at: Date
  busy: boolean
  error: string | null
  /** A reschedule: the button asks for a new time, not a booking. */
  moving?: boolean
  /** "Use my package" is ticked: the session costs one credit, not the price. */
  credit?: boolean
  /** The trainer's late-cancel and no-show policy: the request keeps it. */
  policy?: LateCancelPolicy | null
  onRequest: () => void
}) {
  const now = useNow()
  const rows: [string, string][] = [
    ['Gym buddy', trainerName],
    ['Day', formatSgtWeekday(at)],
    ['Date', formatSgtLongDate(at)],
    ['Time', formatSessionTime(at)],
    ...(region ? [['Region', region] as [string, string]] : []),
    ...(venue ? [['Where', venue] as [string, string]] : []),
    ['Price', credit ? '1 credit' : formatRate(rate)],
  ]
  return (
    <Card
      role="region"
      aria-labelledby="booking-summary-title"
      className="border-primary/40 bg-accent/30"
    >
      <CardHeader className="pb-3">
        <h2 id="booking-summary-title" className="text-lg font-semibold">
          Booking Summary
        </h2>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([term, detail]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{detail}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">{cancelRuleSentence(at, now)}</p>
        <div className="text-sm" role="group" aria-labelledby="booking-summary-policy">
          <p id="booking-summary-policy" className="font-medium">
            Late cancels and no-shows
          </p>
          <ul className="text-muted-foreground">
            {policyLines(policy).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        {error && <Alert variant="destructive">{error}</Alert>}
        <Button className="w-full" size="lg" disabled={busy} onClick={onRequest}>
          {busy ? 'Requesting...' : moving ? 'Request new time' : 'Request Booking'}
        </Button>
      </CardContent>
    </Card>
  )
}
