import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import { venueDetails } from '@/content/when-where'
import { bookHourPath, formatFreeHour } from '@/lib/free-hours'
import { fetchFreeHours } from '@/lib/free-hours-api'
import type { TrainerProfileRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { parseVenues } from '@/lib/venues'

// Enough to choose from at a glance; Book Session offers every hour.
const SHOWN_FREE_HOURS = 8

/** Where the trainer trains and their next free hours, each a link into Book Session. */
export function TrainerWhenWhere({
  trainerId,
  profile,
  own,
}: {
  trainerId: string
  profile: TrainerProfileRecord | undefined
  own: boolean
}) {
  const load = useCallback(() => fetchFreeHours(trainerId), [trainerId])
  const free = useLiveQuery(load, { key: trainerId })
  const venues = parseVenues(profile?.venues)
  const hours = (free.data ?? []).slice(0, SHOWN_FREE_HOURS)
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
        <h2 className="text-lg font-semibold">Next free hours</h2>
        {free.data && hours.length === 0 && (
          <p className="text-sm text-muted-foreground">No free hours in the next 2 weeks.</p>
        )}
        {hours.length > 0 && (
          <ul aria-label="Next free hours" className="flex flex-wrap gap-2">
            {hours.map((iso) => (
              <li key={iso}>
                {own ? (
                  <span className="inline-block rounded-md border px-2 py-1 text-sm">
                    {formatFreeHour(iso)}
                  </span>
                ) : (
                  <Link
                    to={bookHourPath(trainerId, iso)}
                    className="inline-block rounded-md border px-2 py-1 text-sm font-medium text-primary hover:bg-accent"
                  >
                    {formatFreeHour(iso)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
