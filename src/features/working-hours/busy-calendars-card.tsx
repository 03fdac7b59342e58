import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import type { BusyCalendarRecord } from '@/lib/types'
import { BusyCalendarForm } from './busy-calendar-form'
import { calendarErrorLine, calendarReadLine } from './busy-calendar-words'
import {
  addBusyCalendar,
  listBusyCalendars,
  removeBusyCalendar,
  syncBusyCalendar,
  type NewBusyCalendar,
} from './busy-calendars-api'

function CalendarRow({
  calendar,
  onChanged,
}: {
  calendar: BusyCalendarRecord
  onChanged: () => Promise<void>
}) {
  const [working, setWorking] = useState(false)
  const now = new Date()
  const errorLine = calendarErrorLine(calendar, now)

  async function run(action: () => Promise<unknown>, failed: string) {
    setWorking(true)
    try {
      await action()
      await onChanged()
    } catch (failure) {
      toast.error(describeError(failure, failed))
    } finally {
      setWorking(false)
    }
  }

  return (
    <li className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="font-medium break-words">{calendar.label}</p>
        <p className="text-sm break-all text-muted-foreground">{calendar.hint}</p>
        <p className="text-xs text-muted-foreground">{calendarReadLine(calendar, now)}</p>
        {errorLine && <p className="text-sm text-destructive">{errorLine}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={working}
          onClick={() => void run(() => syncBusyCalendar(calendar.id), 'Could not read it now.')}
          aria-label={`Sync ${calendar.label} now`}
        >
          Sync now
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={working}
          onClick={() => void run(() => removeBusyCalendar(calendar.id), 'Could not remove it.')}
          aria-label={`Remove ${calendar.label}`}
        >
          Remove
        </Button>
      </div>
    </li>
  )
}

/** The trainer's own calendars: their busy times grey GymBuddy hours (read every 10 minutes). */
export function BusyCalendarsCard({ trainerId }: { trainerId: string }) {
  const [calendars, setCalendars] = useState<BusyCalendarRecord[] | null>(null)
  const [failed, setFailed] = useState(false)

  const reload = useCallback(async () => {
    try {
      setCalendars(await listBusyCalendars(trainerId))
      setFailed(false)
    } catch (failure) {
      console.error('Failed to load calendars', failure)
      setFailed(true)
    }
  }, [trainerId])

  useEffect(() => {
    void reload()
  }, [reload])

  async function add(calendar: NewBusyCalendar) {
    const made = await addBusyCalendar(trainerId, calendar)
    // Read it at once: its busy times count from now, not from the next 10-minute round.
    await syncBusyCalendar(made.id).catch((failure: unknown) => console.error(failure))
    await reload()
    toast.success(`${made.label} added.`)
  }

  return (
    <Card className="mx-auto w-full max-w-3xl">
      <CardHeader className="gap-1">
        <h3 className="text-lg font-semibold">Your own calendars</h3>
        <p className="text-sm text-muted-foreground">
          Hours when you are busy in Google Calendar, Outlook, Apple Calendar or any CalDAV calendar
          cannot be requested. GymBuddy reads them every 10 minutes, 120 days ahead, and keeps only
          the times.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {failed && <p className="text-sm text-destructive">Failed to load your calendars.</p>}
        {calendars && calendars.length > 0 && (
          <ul className="grid gap-2" aria-label="Your calendars">
            {calendars.map((calendar) => (
              <CalendarRow key={calendar.id} calendar={calendar} onChanged={reload} />
            ))}
          </ul>
        )}
        <BusyCalendarForm onAdd={add} />
      </CardContent>
    </Card>
  )
}
