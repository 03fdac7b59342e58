import { useEffect, useState } from 'react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { formatSgtShortDateTime, formatSgtTime, parsePbDate } from '@/lib/dates'
import { pb } from '@/lib/pocketbase'
import type { BusyTimeRecord } from '@/lib/types'

const DAYS_SHOWN = 14
const MOST_SHOWN = 60

/** The trainer's busy times of the next two weeks, each with its calendar's name. */
async function fetchBusyTimes(trainerId: string, now: Date): Promise<BusyBlock[]> {
  const [times, calendars] = await Promise.all([
    pb.collection('busy_times').getList<BusyTimeRecord>(1, MOST_SHOWN, {
      filter: pb.filter('trainer = {:trainer} && end > {:now} && start < {:until}', {
        trainer: trainerId,
        now,
        until: new Date(now.getTime() + DAYS_SHOWN * 86_400_000),
      }),
      sort: 'start',
      fields: 'id,start,end,calendar',
    }),
    pb.collection('busy_calendars').getFullList({
      filter: pb.filter('trainer = {:trainer}', { trainer: trainerId }),
      fields: 'id,label',
    }),
  ])
  const labels = new Map(calendars.map((calendar) => [calendar.id, calendar.label]))
  return times.items.map((busy) => ({ ...busy, label: labels.get(busy.calendar) ?? 'Calendar' }))
}

type BusyBlock = Pick<BusyTimeRecord, 'id' | 'start' | 'end' | 'calendar'> & { label: string }

/** "Tue 1 Dec, 10:15–10:45" (an end on another day: its own date). */
function spanWords(busy: BusyBlock): string {
  const start = parsePbDate(busy.start)
  const end = parsePbDate(busy.end)
  const sameDay =
    formatSgtShortDateTime(start).slice(0, -5) === formatSgtShortDateTime(end).slice(0, -5)
  return `${formatSgtShortDateTime(start)}–${sameDay ? formatSgtTime(end) : formatSgtShortDateTime(end)}`
}

/**
 * My Schedule's busy blocks: the hours the trainer's own calendars (Working Hours) make busy, so
 * they see why those hours cannot be requested. Nothing shows without a calendar.
 */
export function BusyBlocks({ trainerId }: { trainerId: string }) {
  const [data, setData] = useState<BusyBlock[] | null>(null)
  useEffect(() => {
    let current = true
    fetchBusyTimes(trainerId, new Date()).then(
      (rows) => current && setData(rows),
      // Only a view of the calendars: a failed read shows nothing (Working Hours says why).
      (failure: unknown) => console.error('Failed to load busy times', failure),
    )
    return () => {
      current = false
    }
  }, [trainerId])
  if (!data || data.length === 0) return null
  return (
    <Card className="mx-auto w-full max-w-4xl">
      <CardHeader className="gap-1">
        <h3 className="text-lg font-semibold">Busy in your calendars</h3>
        <p className="text-sm text-muted-foreground">
          The next two weeks of your own calendars: clients cannot request these hours.
        </p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1 text-sm" aria-label="Busy in your calendars">
          {data.map((busy) => (
            <li key={busy.id} className="flex flex-wrap gap-x-2">
              <span>{spanWords(busy)}</span>
              <span className="text-muted-foreground">· {busy.label}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
