import { useState } from 'react'
import { CalendarPlusIcon, XIcon } from 'lucide-react'
import type { DateRange } from 'react-day-picker'
import { Button } from '@/components/ui/button'
import { Calendar } from '@/components/ui/calendar'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { calendarDayOfIso, isoDay } from '@/lib/availability'
import { calendarDayOf, formatSgtDate, sgtSlotToUtc, sgtToday } from '@/lib/dates'
import { daysInRange, runsOf, withDaysOff, type DaysOffRun } from './days-off-logic'

const describeDay = (iso: string) => formatSgtDate(sgtSlotToUtc(calendarDayOfIso(iso), '12:00'))

function describeRun(run: DaysOffRun): string {
  if (run.days.length === 1) return describeDay(run.first)
  return `${describeDay(run.first)} – ${describeDay(run.last)} (${run.days.length} days)`
}

/** The picked range as dates, one day when only its first is picked. */
function pickedDays(range: DateRange | undefined): string[] {
  if (!range?.from) return []
  const first = isoDay(calendarDayOf(range.from))
  return daysInRange(first, range.to ? isoDay(calendarDayOf(range.to)) : first)
}

/**
 * Days off: Singapore dates, added one day or a range at a time with a date picker, listed as runs
 * of consecutive days, each removed as one.
 */
export function DaysOffField({
  daysOff,
  now,
  onChange,
}: {
  daysOff: string[]
  now: Date
  onChange: (daysOff: string[]) => void
}) {
  const [open, setOpen] = useState(false)
  const [range, setRange] = useState<DateRange | undefined>()
  const today = sgtToday(now)
  const todayForPicker = new Date(today.year, today.month - 1, today.day)
  const chosen = daysOff.map((iso) => {
    const day = calendarDayOfIso(iso)
    return new Date(day.year, day.month - 1, day.day)
  })
  const picked = pickedDays(range)

  function changeOpen(next: boolean) {
    setOpen(next)
    if (!next) setRange(undefined)
  }

  function add() {
    onChange(withDaysOff(daysOff, picked))
    changeOpen(false)
  }

  return (
    <div className="grid gap-3">
      <Popover open={open} onOpenChange={changeOpen}>
        <PopoverTrigger asChild>
          <Button variant="outline" className="justify-self-start">
            <CalendarPlusIcon aria-hidden="true" />
            Add days off
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="start" aria-label="Choose days off">
          <Calendar
            mode="range"
            selected={range}
            onSelect={setRange}
            today={todayForPicker}
            startMonth={todayForPicker}
            modifiers={{ off: chosen }}
            modifiersClassNames={{ off: '[&>button]:bg-accent' }}
            disabled={{ before: todayForPicker }}
            autoFocus
          />
          <div className="flex items-center justify-between gap-2 border-t p-3">
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {picked.length === 0 ? 'Pick a day, or a first and a last day.' : ''}
            </p>
            <Button size="sm" disabled={picked.length === 0} onClick={add}>
              {picked.length > 1 ? `Add ${picked.length} days off` : 'Add day off'}
            </Button>
          </div>
        </PopoverContent>
      </Popover>
      {daysOff.length === 0 ? (
        <p className="text-sm text-muted-foreground">No days off planned.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Days off">
          {runsOf(daysOff).map((run) => (
            <li
              key={run.first}
              className="flex items-center gap-1 rounded-md border bg-accent/40 py-1 pr-1 pl-3 text-sm"
            >
              {describeRun(run)}
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove ${run.days.length > 1 ? 'days' : 'day'} off ${describeRun(run)}`}
                onClick={() => onChange(daysOff.filter((day) => !run.days.includes(day)))}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
