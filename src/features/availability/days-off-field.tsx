import { useState } from 'react'
import { CalendarPlusIcon, XIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Calendar } from '@/components/ui/calendar'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { calendarDayOfIso, isoDay } from '@/lib/availability'
import { calendarDayOf, formatSgtDate, sgtSlotToUtc, sgtToday } from '@/lib/dates'

const describeDay = (iso: string) => formatSgtDate(sgtSlotToUtc(calendarDayOfIso(iso), '12:00'))

/** Days off: a list of Singapore dates, added with a date picker and removed one by one. */
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
  const today = sgtToday(now)
  const todayForPicker = new Date(today.year, today.month - 1, today.day)
  const chosen = daysOff.map((iso) => {
    const day = calendarDayOfIso(iso)
    return new Date(day.year, day.month - 1, day.day)
  })

  return (
    <div className="grid gap-3">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="outline" className="justify-self-start">
            <CalendarPlusIcon aria-hidden="true" />
            Add a day off
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="start">
          <Calendar
            mode="single"
            onSelect={(date: Date | undefined) => {
              if (!date) return
              onChange([...new Set([...daysOff, isoDay(calendarDayOf(date))])].sort())
              setOpen(false)
            }}
            today={todayForPicker}
            startMonth={todayForPicker}
            modifiers={{ off: chosen }}
            modifiersClassNames={{ off: '[&>button]:bg-accent' }}
            disabled={[{ before: todayForPicker }, ...chosen]}
            autoFocus
          />
        </PopoverContent>
      </Popover>
      {daysOff.length === 0 ? (
        <p className="text-sm text-muted-foreground">No days off planned.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Days off">
          {daysOff.map((iso) => (
            <li
              key={iso}
              className="flex items-center gap-1 rounded-md border bg-accent/40 py-1 pr-1 pl-3 text-sm"
            >
              {describeDay(iso)}
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove day off ${describeDay(iso)}`}
                onClick={() => onChange(daysOff.filter((day) => day !== iso))}
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
