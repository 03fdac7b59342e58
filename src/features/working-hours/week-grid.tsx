import { Checkbox } from '@/components/ui/checkbox'
import { SLOT_HOURS, WEEKDAY_KEYS, type WeekdayKey, type WorkingWeek } from '@/lib/availability'
import { WEEKDAY_NAMES } from './week-grid-logic'

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/** A week of the 13 start hours: one labelled checkbox per weekday and hour (Singapore time). */
export function WeekGrid({
  week,
  onToggle,
}: {
  week: WorkingWeek
  onToggle: (day: WeekdayKey, hour: number) => void
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[16rem] border-collapse text-sm">
        <caption className="sr-only">Start hours you work each weekday, Singapore time</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="w-11 p-1 text-left font-medium text-muted-foreground sm:w-14"
            >
              <span className="sr-only">Start hour</span>
            </th>
            {WEEKDAY_KEYS.map((day) => (
              <th
                key={day}
                scope="col"
                className="px-0 py-1 text-center text-xs font-medium sm:text-sm"
              >
                <abbr title={WEEKDAY_NAMES[day]} className="no-underline">
                  {WEEKDAY_NAMES[day].slice(0, 3)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SLOT_HOURS.map((hour) => (
            <tr key={hour} className="border-t">
              <th
                scope="row"
                className="py-1 pr-1 text-left text-xs font-normal text-muted-foreground sm:text-sm"
              >
                {hourLabel(hour)}
              </th>
              {WEEKDAY_KEYS.map((day) => {
                const id = `hours-${day}-${hour}`
                return (
                  <td key={day} className="px-0 py-1 text-center">
                    <label htmlFor={id} className="sr-only">
                      {WEEKDAY_NAMES[day]} {hourLabel(hour)}
                    </label>
                    <Checkbox
                      id={id}
                      className="size-5 sm:size-6"
                      checked={week[day].includes(hour)}
                      onCheckedChange={() => onToggle(day, hour)}
                    />
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
