import { useCallback, useState } from 'react'
import { policyLines, type LateCancelPolicy } from '@/content/late-cancel-policy'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { describeError } from '@/lib/errors'
import type { BookingSeriesRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { toast } from '@/lib/toast'
import { coverSeriesWithPackage, fetchSeriesPlan, requestSeries } from './series-api'
import {
  SERIES_CANCEL_RULE,
  SERIES_WEEKS,
  seriesCreditNote,
  seriesPrice,
  seriesSummary,
  skippedDates,
} from './series-plan'

const WEEK_CHOICES = Array.from(
  { length: SERIES_WEEKS.max - SERIES_WEEKS.min + 1 },
  (_, i) => SERIES_WEEKS.min + i,
)

/**
 * "Repeat weekly": the chosen slot (at the chosen venue) every week for 2–12 weeks. Every date is
 * listed with its state before sending; dates that cannot be booked are skipped, and the client
 * may untick more. While `repeat` is on, this panel's button is the page's only send action.
 */
export function WeeklySeriesPanel({
  gymBuddy,
  booker,
  at,
  venue,
  repeat,
  onRepeatChange,
  rate,
  purchase,
  packageCredits,
  policy,
  onRequested,
}: {
  gymBuddy: string
  booker: string
  at: Date
  venue: string
  repeat: boolean
  onRepeatChange: (repeat: boolean) => void
  /** The trainer's rate (0: rate on request): each week's price. */
  rate: number
  /** "Use my package" ticked: the purchase paying for the first weeks ('' when not). */
  purchase: string
  /** The credits that package has left (0 without one). */
  packageCredits: number
  /** The trainer's late-cancel and no-show policy: each week keeps it. */
  policy?: LateCancelPolicy | null
  /** The series made: the page's dialog names its weeks. */
  onRequested: (series: BookingSeriesRecord) => void
}) {
  const [weeks, setWeeks] = useState(8)
  const [dropped, setDropped] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const time = at.getTime()
  const load = useCallback(
    () => fetchSeriesPlan(gymBuddy, new Date(time), weeks, venue),
    [gymBuddy, time, weeks, venue],
  )
  const plan = useLiveQuery(load, { enabled: repeat })
  const planned = plan.data ?? []
  const skipped = skippedDates(planned, dropped)
  const kept = planned.length - skipped.length

  async function send() {
    setBusy(true)
    setError(null)
    try {
      const series = await requestSeries({ gymBuddy, booker, at, weeks, skipDates: skipped, venue })
      if (purchase) await coverWeeks(series.id)
      onRequested(series)
    } catch (failure) {
      console.error(failure)
      setError(describeError(failure))
    } finally {
      setBusy(false)
    }
  }

  // The series stands even when its package cannot pay (spent meanwhile): the client is told.
  async function coverWeeks(seriesId: string) {
    try {
      await coverSeriesWithPackage(seriesId, purchase)
    } catch (failure) {
      console.error(failure)
      toast.error(`Your package could not pay for these weeks: ${describeError(failure)}`)
    }
  }

  function toggle(date: string, kept: boolean) {
    const next = new Set(dropped)
    if (kept) next.delete(date)
    else next.add(date)
    setDropped(next)
  }

  return (
    <Card role="region" aria-label="Repeat weekly">
      <CardContent className="space-y-4 pt-6">
        <div className="flex flex-wrap items-center gap-4">
          <Label className="flex items-center gap-2">
            <Checkbox checked={repeat} onCheckedChange={(next) => onRepeatChange(next === true)} />
            Repeat weekly
          </Label>
          {repeat && (
            <Select value={String(weeks)} onValueChange={(next) => setWeeks(Number(next))}>
              <SelectTrigger aria-label="Number of weeks" className="w-32">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {WEEK_CHOICES.map((n) => (
                  <SelectItem key={n} value={String(n)}>
                    {n} weeks
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </div>
        {repeat && plan.loading && <Spinner label="Checking the dates..." />}
        {repeat && plan.failed && <Alert variant="destructive">{describeError(plan.error)}</Alert>}
        {repeat && planned.length > 0 && (
          <>
            <ul className="grid gap-2 text-sm" aria-label="Dates of the series">
              {planned.map((week) => (
                <li key={week.date} className="flex items-center gap-2">
                  <Checkbox
                    id={`series-${week.date}`}
                    checked={!week.why && !dropped.has(week.date)}
                    disabled={Boolean(week.why)}
                    onCheckedChange={(next) => toggle(week.date, next === true)}
                  />
                  <Label htmlFor={`series-${week.date}`} className="font-normal">
                    {week.label}
                    <span className="text-muted-foreground">
                      {' '}
                      · {week.why || (dropped.has(week.date) ? 'skipped' : 'available')}
                    </span>
                  </Label>
                </li>
              ))}
            </ul>
            <p className="font-medium">{seriesSummary(planned, skipped)}</p>
            {kept > 0 && (
              <p className="font-medium" data-testid="series-price">
                {seriesPrice(kept, rate, purchase ? packageCredits : 0)}
              </p>
            )}
            {purchase && seriesCreditNote(kept, packageCredits) && (
              <p className="text-sm text-muted-foreground">
                {seriesCreditNote(kept, packageCredits)}
              </p>
            )}
            <p className="text-sm text-muted-foreground">{SERIES_CANCEL_RULE}</p>
            <p className="text-sm text-muted-foreground" data-testid="series-policy">
              {policyLines(policy).join(' ')}
            </p>
            {error && <Alert variant="destructive">{error}</Alert>}
            <Button
              className="w-full"
              size="lg"
              disabled={busy || skipped.length >= planned.length}
              onClick={() => void send()}
            >
              {busy ? 'Requesting...' : 'Request weekly sessions'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  )
}
