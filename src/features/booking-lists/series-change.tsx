// A confirmed series changed from a chosen week on (docs/series.md, "Changing from a week on"):
// "Change from a week" asks for a new day, hour or venue, the other side accepts or keeps the sessions
// as they are; "End from a week" ends the series there (the weeks before stay).
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { STATUS } from '@/content/statuses'
import {
  BOOKING_SLOTS,
  formatSgtShortDateTime,
  formatSgtTime,
  parsePbDate,
  sgtSlotToUtc,
} from '@/lib/dates'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import type { BookingRecord, BookingSeriesRecord } from '@/lib/types'
import type { Venue } from '@/content/when-where'
import type { BookingSide } from './booking-group-types'
import { BOOKING_TEXTS } from './booking-texts'
import {
  answerSeriesChange,
  askSeriesChange,
  endSeriesFrom,
  fetchSeries,
  fetchTrainerVenues,
} from './series-api'
import {
  ChoiceSelect,
  NewDayAndTime,
  StepDialog,
  dayOfKey,
  sgtDayKey,
  shortDay,
} from './step-dialog'

const DAY_MS = 86_400_000
// A week can move to a day up to three days before or after it.
const DAYS_AROUND = [-3, -2, -1, 0, 1, 2, 3]

type Week = Pick<BookingRecord, 'id' | 'datetime' | 'status'> & { venue?: string }

/** The confirmed weeks still ahead: where a change or an end can start. */
export function weeksAhead<Row extends Week>(bookings: readonly Row[], now: Date): Row[] {
  return bookings.filter(
    (b) => b.status === STATUS.confirmed && parsePbDate(b.datetime).getTime() > now.getTime(),
  )
}

// Short ("Wed 16 Dec, 18:00"): a select keeps one line at 320 px.
function weekLabel(week: Week) {
  return formatSgtShortDateTime(week.datetime)
}

function WeekSelect({
  weeks,
  value,
  onChange,
}: {
  weeks: readonly Week[]
  value: string
  onChange: (id: string) => void
}) {
  return (
    <ChoiceSelect
      label="From the session on"
      value={value}
      onChange={onChange}
      choices={weeks.map((week) => ({ value: week.id, label: weekLabel(week) }))}
    />
  )
}

/** The trainer's venues once loaded (none while loading, or when they list none). */
function useTrainerVenues(trainerId: string): Venue[] {
  const [venues, setVenues] = useState<Venue[]>([])
  useEffect(() => {
    let live = true
    fetchTrainerVenues(trainerId)
      .then((found) => live && setVenues(found))
      .catch((error: unknown) => console.error('Failed to load the venues', error))
    return () => {
      live = false
    }
  }, [trainerId])
  return venues
}

/** "Change from a week": a new day, hour and venue for the chosen week and every week after it. */
export function SeriesChangeDialog({
  seriesId,
  trainerId,
  weeks,
  now,
  onDone,
}: {
  seriesId: string
  /** Whose venues the change can move to. */
  trainerId: string
  weeks: readonly Week[]
  now: Date
  onDone: () => void
}) {
  const venues = useTrainerVenues(trainerId)
  const [weekId, setWeekId] = useState(weeks[0]?.id ?? '')
  const [venue, setVenue] = useState(weeks[0]?.venue ?? '')
  const week = weeks.find((w) => w.id === weekId) ?? weeks[0]
  const at = week ? parsePbDate(week.datetime).getTime() : now.getTime()
  const [day, setDay] = useState(() => sgtDayKey(at))
  const [slot, setSlot] = useState(() => (week ? formatSgtTime(week.datetime) : BOOKING_SLOTS[0]!))
  const days = DAYS_AROUND.map((n) => at + n * DAY_MS).filter((ms) => ms > now.getTime())
  return (
    <StepDialog
      label="Change from a week"
      title="Change these weekly sessions from a week on?"
      description="Every session from the chosen one moves by the same days and hour, to the venue chosen. They stay as they are until the other side accepts."
      confirmLabel="Ask for the change"
      onSend={async () => {
        if (!week) return
        const datetime = sgtSlotToUtc(dayOfKey(day), slot).toISOString()
        await askSeriesChange(seriesId, { booking: week.id, datetime, venue })
        toast.success('Change sent: the sessions stay as they are until it is answered.')
        onDone()
      }}
    >
      <WeekSelect
        weeks={weeks}
        value={weekId}
        onChange={(id) => {
          setWeekId(id)
          const chosen = weeks.find((w) => w.id === id)
          if (chosen) setDay(sgtDayKey(parsePbDate(chosen.datetime).getTime()))
          if (chosen?.venue) setVenue(chosen.venue)
        }}
      />
      <NewDayAndTime days={days} day={day} onDay={setDay} slot={slot} onSlot={setSlot} />
      {venues.length > 0 && (
        <ChoiceSelect
          label="Where?"
          value={venue}
          onChange={setVenue}
          choices={venues.map((v) => ({ value: v.name, label: v.name }))}
        />
      )}
    </StepDialog>
  )
}

/** "End from a week": the chosen session and every one after it are cancelled. */
export function SeriesEndDialog({
  seriesId,
  weeks,
  reasonRequired,
  onDone,
}: {
  seriesId: string
  weeks: readonly Week[]
  reasonRequired: boolean
  onDone: () => void
}) {
  const [weekId, setWeekId] = useState(weeks[0]?.id ?? '')
  const [reason, setReason] = useState('')
  const reasonId = useId()
  return (
    <StepDialog
      label="End from a week"
      title="End these weekly sessions from a week on?"
      description="The chosen session and every one after it are cancelled; the sessions before stay."
      confirmLabel="End from this week"
      onSend={async () => {
        await endSeriesFrom(seriesId, weekId, reason.trim())
        onDone()
      }}
    >
      <WeekSelect weeks={weeks} value={weekId} onChange={setWeekId} />
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>{reasonRequired ? 'Reason' : 'Reason (optional)'}</Label>
        <Textarea
          id={reasonId}
          rows={3}
          aria-required={reasonRequired}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </StepDialog>
  )
}

/** A change waiting for an answer: the asker sees it waits, the other side accepts or declines. */
export function SeriesChangeWaiting({
  seriesId,
  side,
  partyName,
  version,
  onChanged,
}: {
  seriesId: string
  side: BookingSide
  /** The other side's name: who asked, when they did. */
  partyName: string
  version: number
  onChanged: () => void
}) {
  const [series, setSeries] = useState<BookingSeriesRecord | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let live = true
    fetchSeries(seriesId)
      .then((record) => live && setSeries(record))
      .catch((error: unknown) => console.error('Failed to load the series', error))
    return () => {
      live = false
    }
  }, [seriesId, version])
  if (!series?.changeBy || !series.changeWeek || !series.changeDatetime) return null
  const mine = series.changeBy === (side === 'booker' ? 'booker' : 'trainer')
  const to = formatSgtShortDateTime(series.changeDatetime)
  const text = `${mine ? 'You ask' : `${partyName} asks`} to move the sessions from ${shortDay(series.changeWeek)} on to ${to}${series.changeVenue ? ` at ${series.changeVenue}` : ''}, then weekly.`

  async function answer(accept: boolean) {
    setBusy(true)
    try {
      await answerSeriesChange(seriesId, accept)
      setSeries(null)
      onChanged()
    } catch (error) {
      toast.error(describeError(error, BOOKING_TEXTS.changeFailed))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="grid gap-2 rounded-md bg-muted p-3 text-sm" role="status">
      <p>
        {text} {mine && 'Waiting for an answer.'}
      </p>
      {!mine && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} onClick={() => void answer(true)}>
            Accept change
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void answer(false)}>
            Keep as they are
          </Button>
        </div>
      )}
    </div>
  )
}
