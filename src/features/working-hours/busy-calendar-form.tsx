import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { describeError, fieldErrorMessages } from '@/lib/errors'
import type { BusyCalendarKind, NewBusyCalendar } from './busy-calendars-api'

const KIND_WORDS: Record<BusyCalendarKind, string> = {
  ics: 'Calendar address (iCal)',
  caldav: 'CalDAV account',
}

const URL_HINTS: Record<BusyCalendarKind, string> = {
  ics: 'The “secret address in iCal format” of Google Calendar, Outlook or Apple Calendar: https://…/basic.ics or webcal://…',
  caldav:
    'The CalDAV address of the calendar (iCloud, Fastmail, Nextcloud) and an app password made for GymBuddy.',
}

const EMPTY: NewBusyCalendar = { kind: 'ics', label: '', url: '', username: '', password: '' }

/** Adding one calendar: its name, and its private address or CalDAV account. */
export function BusyCalendarForm({
  onAdd,
}: {
  onAdd: (calendar: NewBusyCalendar) => Promise<void>
}) {
  const [draft, setDraft] = useState(EMPTY)
  const [saving, setSaving] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const set = (changes: Partial<NewBusyCalendar>) => setDraft((d) => ({ ...d, ...changes }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    setErrors({})
    setError(null)
    try {
      await onAdd(draft)
      setDraft(EMPTY)
    } catch (failure) {
      const fields = fieldErrorMessages(failure)
      setErrors(fields)
      if (Object.keys(fields).length === 0) setError(describeError(failure))
    } finally {
      setSaving(false)
    }
  }

  const caldav = draft.kind === 'caldav'
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`busy-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor="busy-kind">Kind</Label>
        <Select
          value={draft.kind}
          onValueChange={(kind) => set({ kind: kind as BusyCalendarKind })}
        >
          <SelectTrigger id="busy-kind">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(Object.keys(KIND_WORDS) as BusyCalendarKind[]).map((kind) => (
              <SelectItem key={kind} value={kind}>
                {KIND_WORDS[kind]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="busy-label">Calendar name</Label>
        <Input
          id="busy-label"
          value={draft.label}
          maxLength={40}
          placeholder="Work"
          onChange={(event) => set({ label: event.target.value })}
          aria-invalid={Boolean(errors.label)}
        />
        {fieldError('label')}
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor="busy-url">{caldav ? 'CalDAV address' : 'Calendar address'}</Label>
        <Input
          id="busy-url"
          value={draft.url}
          inputMode="url"
          autoComplete="off"
          onChange={(event) => set({ url: event.target.value })}
          aria-invalid={Boolean(errors.url)}
          aria-describedby="busy-url-hint"
        />
        <p id="busy-url-hint" className="text-xs text-muted-foreground">
          {URL_HINTS[draft.kind]} GymBuddy reads only when you are busy, never what the event is.
        </p>
        {fieldError('url')}
      </div>
      {caldav && (
        <>
          <div className="grid gap-2">
            <Label htmlFor="busy-username">User name</Label>
            <Input
              id="busy-username"
              value={draft.username}
              autoComplete="off"
              onChange={(event) => set({ username: event.target.value })}
            />
            {fieldError('username')}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="busy-password">App password</Label>
            <PasswordInput
              id="busy-password"
              toggleLabel="app password"
              value={draft.password}
              autoComplete="new-password"
              onChange={(event) => set({ password: event.target.value })}
            />
            {fieldError('password')}
          </div>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {error}
        </p>
      )}
      <Button type="submit" disabled={saving} className="justify-self-start">
        {saving ? 'Adding...' : 'Add calendar'}
      </Button>
    </form>
  )
}
