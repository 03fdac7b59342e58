import { useId, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { CANCEL_WINDOW_HOURS } from '@/content/booking-rules'
import { SERIES_STATUS } from '@/content/statuses'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import type { BookingRecord } from '@/lib/types'
import type { BookingSide } from './booking-group-types'
import { BOOKING_TEXTS } from './booking-texts'
import { CalendarFileButton } from './add-to-calendar-button'
import { ReasonDialog } from './reason-dialog'
import { changeSeries, fetchSeriesIcs, type SeriesChange } from './series-api'
import { seriesActions } from './series-actions'
import {
  SeriesChangeDialog,
  SeriesChangeWaiting,
  SeriesEndDialog,
  weeksAhead,
} from './series-change'
import { describeSeries, foldSeries, sgtDayMonth } from './series-fold'

interface SeriesProps<Row extends BookingRecord> {
  side: BookingSide
  now: Date
  /** One occurrence as the screen shows a single booking (with its own actions). */
  renderRow: (booking: Row) => ReactNode
  /** The other party's name, for the folded row. */
  partyName: (booking: Row) => string
  onChanged: () => void
}

/** A group's rows with each weekly series folded into one expandable row. */
export function FoldedRows<Row extends BookingRecord>({
  rows,
  ...props
}: SeriesProps<Row> & { rows: readonly Row[] }) {
  return foldSeries(rows).map((entry) =>
    entry.kind === 'single' ? (
      props.renderRow(entry.booking)
    ) : (
      <SeriesRow
        key={`series-${entry.id}`}
        seriesId={entry.id}
        bookings={entry.bookings}
        {...props}
      />
    ),
  )
}

function SeriesRow<Row extends BookingRecord>({
  seriesId,
  bookings,
  side,
  now,
  renderRow,
  partyName,
  onChanged,
}: SeriesProps<Row> & { seriesId: string; bookings: Row[] }) {
  // A notification opens one week (?booking=<id>): its series starts unfolded so the row shows.
  const linked = useSearchParams()[0].get('booking')
  const [open, setOpen] = useState(() => bookings.some((b) => b.id === linked))
  const listId = useId()
  const actions = seriesActions(bookings, side, now)
  // A change from a week on (asked, answered, ended) reloads the waiting change and the list.
  const [version, setVersion] = useState(0)
  const ahead = actions.includes('cancelRest') ? weeksAhead(bookings, now) : []
  const refresh = () => {
    setVersion((v) => v + 1)
    onChanged()
  }
  const cancel = actions.includes('cancelRest')
    ? { label: 'Cancel the rest', title: 'Cancel the rest of these weekly sessions?' }
    : { label: 'Cancel request', title: 'Cancel this weekly request?' }

  async function send(change: SeriesChange) {
    const answer = await changeSeries(seriesId, change)
    const kept = answer.keptDates ?? []
    if (kept.length) {
      toast.success(
        `${kept.map(sgtDayMonth).join(', ')} stays on: less than ${CANCEL_WINDOW_HOURS} hours away.`,
      )
    }
    onChanged()
  }

  return (
    <li className="grid gap-3 rounded-lg border p-4" data-series={seriesId}>
      {/* The actions wrap below the title when both do not fit: the title never narrows to a column. */}
      <div className="flex flex-wrap items-start gap-3">
        <div className="grid min-w-[min(100%,16rem)] flex-1 gap-1">
          <p className="font-medium">{describeSeries(bookings, now)}</p>
          <p className="text-sm text-muted-foreground">With {partyName(bookings[0]!)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2 md:ml-auto md:justify-end">
          {actions.includes('acceptAll') && (
            <AcceptAll onAccept={() => send({ status: SERIES_STATUS.confirmed })} />
          )}
          {actions.includes('declineAll') && (
            <SeriesReasonDialog
              label="Decline all"
              title="Decline these weekly sessions?"
              description="Every session of the series is declined."
              required={false}
              onConfirm={(reason) => send({ status: SERIES_STATUS.declined, reason })}
            />
          )}
          {actions.includes('calendar') && <SeriesCalendarButton id={seriesId} />}
          {ahead.length > 0 && (
            <>
              <SeriesChangeDialog
                seriesId={seriesId}
                trainerId={bookings[0]!.gymBuddy}
                weeks={ahead}
                now={now}
                onDone={refresh}
              />
              <SeriesEndDialog
                seriesId={seriesId}
                weeks={ahead}
                reasonRequired={side === 'gymBuddy'}
                onDone={refresh}
              />
            </>
          )}
          {(actions.includes('cancelRest') || actions.includes('cancelRequest')) && (
            <SeriesReasonDialog
              label={cancel.label}
              title={cancel.title}
              description={
                side === 'gymBuddy'
                  ? 'Every session still ahead is cancelled.'
                  : actions.includes('cancelRest')
                    ? `A session less than ${CANCEL_WINDOW_HOURS} hours away is a late cancel: the trainer’s late-cancel policy applies.`
                    : 'None of these sessions is confirmed yet: the trainer sees that you cancelled.'
              }
              required={side === 'gymBuddy'}
              onConfirm={(reason) => send({ status: SERIES_STATUS.cancelled, reason })}
            />
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide sessions' : 'Show sessions'}
          </Button>
        </div>
      </div>
      {actions.includes('cancelRest') && (
        <SeriesChangeWaiting
          seriesId={seriesId}
          side={side}
          partyName={partyName(bookings[0]!)}
          version={version}
          onChanged={refresh}
        />
      )}
      {open && (
        <ul id={listId} className="grid gap-3">
          {bookings.map(renderRow)}
        </ul>
      )}
    </li>
  )
}

function AcceptAll({ onAccept }: { onAccept: () => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  async function accept() {
    setBusy(true)
    try {
      await onAccept()
    } catch (error) {
      console.error('Failed to answer the series', error)
      toast.error(describeError(error, BOOKING_TEXTS.changeFailed))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button size="sm" disabled={busy} onClick={() => void accept()}>
      Accept all
    </Button>
  )
}

function SeriesReasonDialog({
  label,
  title,
  description,
  required,
  onConfirm,
}: {
  label: string
  title: string
  description: string
  required: boolean
  onConfirm: (reason: string) => Promise<void>
}) {
  return (
    <ReasonDialog
      trigger={
        <Button variant="outline" size="sm">
          {label}
        </Button>
      }
      title={title}
      description={description}
      reasonLabel={required ? 'Reason' : 'Reason (optional)'}
      reasonRequired={required}
      confirmLabel={label}
      keepLabel="Keep them"
      onConfirm={onConfirm}
      describeFailure={(error) => describeError(error, BOOKING_TEXTS.changeFailed)}
    />
  )
}

/** The series as one weekly calendar event (.ics with RRULE and EXDATEs). */
function SeriesCalendarButton({ id }: { id: string }) {
  return (
    <CalendarFileButton load={() => fetchSeriesIcs(id)} fileName={`gymbuddy-series-${id}.ics`}>
      Add series to calendar
    </CalendarFileButton>
  )
}
