import { memo } from 'react'
import { GymBuddyCard } from './gym-buddy-card'
import type { Recommendation } from './recommend-trainers'

/** Up to six trainers picked for the member's profile, each saying why. */
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
