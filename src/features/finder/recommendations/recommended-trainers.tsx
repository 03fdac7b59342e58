import { memo } from 'react'
import { GymBuddyCard } from '../cards/gym-buddy-card'
import type { FinderEntry } from '../filters/gym-buddy-filters'

/** One pick, as the server ranked and worded it. */
export interface Recommendation {
  entry: FinderEntry
  /** A sentence, e.g. "For your Weight Loss goal: Cardio. Also trains in Central". */
  reason: string
}

/** Up to six trainers picked for the member's profile, in the server's order, each saying why. */
export const RecommendedTrainers = memo(function RecommendedTrainers({
  recommendations,
}: {
  recommendations: readonly Recommendation[]
}) {
  if (recommendations.length === 0) return null
  return (
    <section aria-labelledby="recommended-heading" className="space-y-4">
      <h2 id="recommended-heading" className="text-xl font-semibold">
        Recommended for you
      </h2>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {recommendations.map(({ entry, reason }) => (
          <li key={entry.buddy.id}>
            <GymBuddyCard entry={entry} reason={reason} />
          </li>
        ))}
      </ul>
    </section>
  )
})
