import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { parseDaysOff, parseWeeklyHours, type WorkingWeek } from '@/lib/availability'
import { sgtToday } from '@/lib/dates'
import { isoDay } from '@/lib/availability'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import type { TrainerProfileRecord } from '@/lib/types'
import { useNow } from '@/lib/use-now'
import { saveAvailability } from './availabilityApi'
import { DaysOffField } from './DaysOffField'
import { WeekGrid } from './WeekGrid'
import { hasNoHours, PRESETS, toggleHour, toStoredHours, type PresetName } from './weekGrid'

export const NO_HOURS_MESSAGE = 'Choose at least one hour, or add days off instead.'

/** The week grid with presets, the days off, and Save (what was chosen survives a refusal). */
export function WorkingHoursForm({ profile }: { profile: TrainerProfileRecord }) {
  const now = useNow()
  const [week, setWeek] = useState<WorkingWeek>(
    () => parseWeeklyHours(profile.weeklyHours) ?? PRESETS.everything.week(),
  )
  const [daysOff, setDaysOff] = useState(() => {
    const today = isoDay(sgtToday(now))
    return parseDaysOff(profile.daysOff).filter((day) => day >= today)
  })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function save() {
    if (hasNoHours(week)) return setError(NO_HOURS_MESSAGE)
    setBusy(true)
    setError(null)
    try {
      await saveAvailability(profile.id, toStoredHours(week), daysOff)
      toast.success('Working hours saved.')
    } catch (failure) {
      console.error('Failed to save working hours', failure)
      setError(describeError(failure, 'Failed to save working hours. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  const change = (next: WorkingWeek) => {
    setWeek(next)
    setError(null)
  }

  return (
    <form
      className="mx-auto grid w-full max-w-3xl gap-6"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <Card>
        <CardHeader className="gap-1">
          <h3 className="text-lg font-semibold">Weekly hours</h3>
          <p className="text-sm text-muted-foreground">
            Tick the hours a session may start (Singapore time, one hour each). Clients can only
            request these.
          </p>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap gap-2" role="group" aria-label="Presets">
            {(Object.keys(PRESETS) as PresetName[]).map((name) => (
              <Button
                key={name}
                type="button"
                variant="outline"
                size="sm"
                onClick={() => change(PRESETS[name].week())}
              >
                {PRESETS[name].label}
              </Button>
            ))}
          </div>
          <WeekGrid week={week} onToggle={(day, hour) => change(toggleHour(week, day, hour))} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="gap-1">
          <h3 className="text-lg font-semibold">Days off</h3>
          <p className="text-sm text-muted-foreground">
            No sessions can be requested on these days.
          </p>
        </CardHeader>
        <CardContent>
          <DaysOffField
            daysOff={daysOff}
            now={now}
            onChange={(next) => {
              setDaysOff(next)
              setError(null)
            }}
          />
        </CardContent>
      </Card>
      {error && <Alert variant="destructive">{error}</Alert>}
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? 'Saving...' : 'Save Hours'}
      </Button>
    </form>
  )
}
