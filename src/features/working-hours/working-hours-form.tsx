import * as z from 'zod/mini'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Form, FormAlert, FormField } from '@/components/ui/form'
import { parseDaysOff, parseWeeklyHours, type WorkingWeek } from '@/lib/availability'
import { sgtToday } from '@/lib/dates'
import { isoDay } from '@/lib/availability'
import { describeError } from '@/lib/errors'
import {
  failsWith,
  showServerErrors,
  submitWith,
  useClearErrorsOnEdit,
  useSchemaForm,
} from '@/lib/forms'
import { toast } from '@/lib/toast'
import type { TrainerProfileRecord } from '@/lib/types'
import { useConfirmLeaving } from '@/lib/use-confirm-leaving'
import { useNow } from '@/lib/use-now'
import { saveAvailability } from './availability-api'
import { DaysOffField } from './days-off-field'
import { WeekGrid } from './week-grid'
import { hasNoHours, PRESETS, toggleHour, toStoredHours, type PresetName } from './week-grid-logic'

const NO_HOURS_MESSAGE = 'Choose at least one hour, or add days off instead.'
const LEAVE_QUESTION = 'Your working hours have unsaved changes. Leave without saving?'

const workingHoursSchema = z.object({
  week: z
    .custom<WorkingWeek>()
    .check(failsWith((week: WorkingWeek) => (hasNoHours(week) ? NO_HOURS_MESSAGE : undefined))),
  daysOff: z.array(z.string()),
})

/** The week grid with presets, the days off, and Save (what was chosen survives a refusal). */
export function WorkingHoursForm({ profile }: { profile: TrainerProfileRecord }) {
  const now = useNow()
  const form = useSchemaForm(workingHoursSchema, {
    week: parseWeeklyHours(profile.weeklyHours) ?? PRESETS.everything.week(),
    daysOff: parseDaysOff(profile.daysOff).filter((day) => day >= isoDay(sgtToday(now))),
  })
  // Any change drops the message, as it may be about the other part.
  useClearErrorsOnEdit(form)
  const busy = form.formState.isSubmitting
  useConfirmLeaving(form.formState.isDirty && !busy, LEAVE_QUESTION)

  const save = submitWith(form, async ({ week, daysOff }) => {
    try {
      await saveAvailability(profile.id, toStoredHours(week), daysOff)
      // Saved: what is shown is now what is stored (nothing to ask about on leaving).
      form.reset({ week, daysOff })
      toast.success('Working hours saved.')
    } catch (failure) {
      console.error('Failed to save working hours', failure)
      const message = describeError(failure, 'Failed to save working hours. Please try again.')
      showServerErrors(form, failure, message)
    }
  })

  return (
    <Form {...form}>
      <form className="mx-auto grid w-full max-w-3xl gap-6" onSubmit={save}>
        <Card>
          <CardHeader className="gap-1 px-3 sm:px-6">
            <h3 className="text-lg font-semibold">Weekly hours</h3>
            <p className="text-sm text-muted-foreground">
              Tick the hours a session may start (Singapore time, one hour each). Clients can only
              request these.
            </p>
          </CardHeader>
          {/* Narrow padding on phones: all seven days fit at 320 px. */}
          <CardContent className="grid gap-4 px-3 sm:px-6">
            <FormField
              control={form.control}
              name="week"
              render={({ field }) => (
                <>
                  <div className="flex flex-wrap gap-2" role="group" aria-label="Presets">
                    {(Object.keys(PRESETS) as PresetName[]).map((name) => (
                      <Button
                        key={name}
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => field.onChange(PRESETS[name].week())}
                      >
                        {PRESETS[name].label}
                      </Button>
                    ))}
                  </div>
                  <WeekGrid
                    week={field.value}
                    onToggle={(day, hour) => field.onChange(toggleHour(field.value, day, hour))}
                  />
                </>
              )}
            />
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
            <FormField
              control={form.control}
              name="daysOff"
              render={({ field }) => (
                <DaysOffField daysOff={field.value} now={now} onChange={field.onChange} />
              )}
            />
          </CardContent>
        </Card>
        {/* The empty week, or the server's refusal. */}
        <FormAlert fields={['week']} />
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? 'Saving...' : 'Save Hours'}
        </Button>
      </form>
    </Form>
  )
}
