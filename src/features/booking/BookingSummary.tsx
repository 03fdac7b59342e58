import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { formatSgtTime } from '@/lib/dates'
import { formatSgtLongDate, formatSgtWeekday } from './bookingSlots'

/** Spec §2: once a date and a time are chosen, the summary and Request Booking appear. */
export function BookingSummary({
  trainerName,
  at,
  busy,
  error,
  onRequest,
}: {
  trainerName: string
  at: Date
  busy: boolean
  error: string | null
  onRequest: () => void
}) {
  const rows: [string, string][] = [
    ['Gym buddy', trainerName],
    ['Day', formatSgtWeekday(at)],
    ['Date', formatSgtLongDate(at)],
    ['Time', `${formatSgtTime(at)} SGT`],
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
        {error && <Alert variant="destructive">{error}</Alert>}
        <Button className="w-full" size="lg" disabled={busy} onClick={onRequest}>
          {busy ? 'Requesting...' : 'Request Booking'}
        </Button>
      </CardContent>
    </Card>
  )
}
