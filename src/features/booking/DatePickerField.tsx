import { useState } from 'react'
import { CalendarDaysIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Calendar } from '@/components/ui/calendar'
import { Label } from '@/components/ui/label'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { calendarDayOf, formatSgtDate, sgtSlotToUtc } from '@/lib/dates'
import { noSlotsLeftToday, sgtTodayForPicker } from './bookingSlots'

/** The single-date picker (spec §2): past Singapore days disabled; the popover closes on choice. */
export function DatePickerField({
  value,
  onChange,
  now,
}: {
  value: Date | undefined
  onChange: (date: Date) => void
  now: Date
}) {
  const [open, setOpen] = useState(false)
  const today = sgtTodayForPicker(now)
  const disabled = noSlotsLeftToday(now) ? [{ before: today }, today] : [{ before: today }]
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
            className="w-full justify-start font-normal data-[empty=true]:text-muted-foreground"
            data-empty={!label}
          >
            <CalendarDaysIcon aria-hidden="true" />
            {label ?? 'Pick a date'}
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="start">
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
            disabled={disabled}
            autoFocus
          />
        </PopoverContent>
      </Popover>
    </div>
  )
}
