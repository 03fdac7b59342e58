// A small step dialog with Radix selects (one line each, readable at 320 px): the send shows
// the server's refusal in place and the dialog stays open. Used by the series' changes and the
// trainer's proposed time.
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { SGT_OFFSET_MS } from '@/content/booking-rules'
import { BOOKING_SLOTS, formatSgtShortDateTime, type CalendarDay } from '@/lib/dates'
import { describeError } from '@/lib/errors'
import { BOOKING_TEXTS } from './booking-texts'

/** "2026-12-16": the Singapore day of an instant, as a select's value. */
export const sgtDayKey = (ms: number) => new Date(ms + SGT_OFFSET_MS).toISOString().slice(0, 10)

export function dayOfKey(key: string): CalendarDay {
  const [year, month, day] = key.split('-').map(Number)
  return { year: year!, month: month!, day: day! }
}

/** "Wed 16 Dec" in Singapore time. */
export function shortDay(value: string | Date) {
  return formatSgtShortDateTime(value).split(',')[0]!
}

/** One choice of a step dialog's select: what is sent and what is shown. */
export interface Choice {
  value: string
  label: string
}

/** A labelled Radix select over plain choices (keyboard and screen readers as everywhere else). */
export function ChoiceSelect({
  label,
  value,
  onChange,
  choices,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  choices: readonly Choice[]
}) {
  const id = useId()
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}

/** A dialog whose send shows the server's refusal in place and stays open. */
export function StepDialog({
  label,
  title,
  description,
  confirmLabel,
  onSend,
  children,
}: {
  label: string
  title: string
  description: string
  confirmLabel: string
  onSend: () => Promise<void>
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      await onSend()
      setOpen(false)
    } catch (failure) {
      setError(describeError(failure, BOOKING_TEXTS.changeFailed))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setError('')
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
          {children}
          {error && <Alert variant="destructive">{error}</Alert>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Keep them
            </Button>
            <Button type="submit" disabled={busy}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** "New day" (the days offered, as instants) and "New time" (a session hour) of a move. */
export function NewDayAndTime({
  days,
  day,
  onDay,
  slot,
  onSlot,
}: {
  days: readonly number[]
  day: string
  onDay: (key: string) => void
  slot: string
  onSlot: (slot: string) => void
}) {
  return (
    <>
      <ChoiceSelect
        label="New day"
        value={day}
        onChange={onDay}
        choices={days.map((ms) => ({ value: sgtDayKey(ms), label: shortDay(new Date(ms)) }))}
      />
      <ChoiceSelect
        label="New time"
        value={slot}
        onChange={onSlot}
        choices={BOOKING_SLOTS.map((s) => ({ value: s, label: s }))}
      />
    </>
  )
}
