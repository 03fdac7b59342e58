import { useState } from 'react'
import { CalendarDaysIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Calendar } from '@/components/ui/calendar'
import { Label } from '@/components/ui/label'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { calendarDayOf, formatSgtDate, sgtSlotToUtc } from '@/lib/dates'
import { lastBookableDayForPicker, sgtTodayForPicker } from './booking-slots'

/**
 * The single-date picker: past Singapore days and days with no free hour (closed, off,
 * fully taken, beyond the horizon) are disabled; the popover closes on choice.
 */
export function DatePickerField({
  value,
  onChange,
  now,
  isDayClosed,
}: {
  value: Date | undefined
  onChange: (date: Date) => void
  now: Date
  isDayClosed: (date: Date) => boolean
}) {
  const [open, setOpen] = useState(false)
  const today = sgtTodayForPicker(now)
  const lastDay = lastBookableDayForPicker(now)
  const disabled = [{ before: today }, { after: lastDay }, isDayClosed]
  const label = value ? formatSgtDate(sgtSlotToUtc(calendarDayOf(value), '12:00')) : undefined

  return (
    <div className="space-y-2">
      <Label htmlFor="booking-date">Date</Label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id="booking-date"
            variant="outline"
            aria-label={label ? `Choose a date, ${label} selected` : 'Choose a date'}
            className="h-auto min-h-9 w-full justify-start text-left font-normal whitespace-normal data-[empty=true]:text-muted-foreground"
            data-empty={!label}
          >
            <CalendarDaysIcon aria-hidden="true" />
            {label ?? 'Pick a date'}
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="start" aria-label="Choose a date">
          <Calendar
            mode="single"
            required
            selected={value}
            onSelect={(date: Date | undefined) => {
              if (!date) return
              onChange(date)
              setOpen(false)
            }}
            today={today}
            defaultMonth={value ?? today}
            startMonth={today}
            endMonth={lastDay}
            disabled={disabled}
            autoFocus
          />
        </PopoverContent>
      </Popover>
    </div>
  )
}
