import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import { venueDetails } from '@/content/when-where'
import { formatSgtDayShort } from '@/lib/dates'
import { bookHourPath, formatFreeHour, formatFreeHourOnly } from '@/lib/free-hours'
import { fetchFreeHours } from '@/lib/free-hours-api'
import type { TrainerProfileRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { parseVenues } from '@/lib/venues'
import { SGT_OFFSET_MS } from '@/content/booking-rules'

// Enough to choose from at a glance; Book Session offers every hour.
const SHOWN_FREE_HOURS = 8

const sgtDayOf = (iso: string) =>
  new Date(Date.parse(iso) + SGT_OFFSET_MS).toISOString().slice(0, 10)

/**
 * Where the trainer trains and their free hours, each a link into Book Session: the next ones,
 * or with `day` (the finder's "Free on") every free hour of that day.
 */
export function TrainerWhenWhere({
  trainerId,
  profile,
  own,
  day = null,
}: {
  trainerId: string
  profile: TrainerProfileRecord | undefined
  own: boolean
  day?: string | null
}) {
  const load = useCallback(() => fetchFreeHours(trainerId), [trainerId])
  const free = useLiveQuery(load, { key: trainerId })
  const venues = parseVenues(profile?.venues)
  const all = free.data ?? []
  const hours = day ? all.filter((iso) => sgtDayOf(iso) === day) : all.slice(0, SHOWN_FREE_HOURS)
  const label = day ? `Free on ${formatSgtDayShort(day)}` : 'Next free hours'
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {venues.length > 0 && (
        <section className="space-y-2">
          <h2 className="text-lg font-semibold">Venues</h2>
          <ul aria-label="Venues" className="space-y-1 text-sm">
            {venues.map((venue) => (
              <li key={venue.name}>
                <span className="font-medium">{venue.name}</span>
                <span className="text-muted-foreground"> · {venueDetails(venue)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{label}</h2>
        {free.data && hours.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {day
              ? `No free hours on ${formatSgtDayShort(day)}.`
              : 'No free hours in the next 2 weeks.'}
          </p>
        )}
        {hours.length > 0 && (
          <ul aria-label={label} className="flex flex-wrap gap-2">
            {hours.map((iso) => {
              const words = day ? formatFreeHourOnly(iso) : formatFreeHour(iso)
              return (
                <li key={iso}>
                  {own ? (
                    <span className="inline-block rounded-md border px-2 py-1 text-sm">
                      {words}
                    </span>
                  ) : (
                    <Link
                      to={bookHourPath(trainerId, iso)}
                      className="inline-block rounded-md border px-2 py-1 text-sm font-medium text-primary hover:bg-accent"
                    >
                      {words}
                    </Link>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </div>
  )
}
