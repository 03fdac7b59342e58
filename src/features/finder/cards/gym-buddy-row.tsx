import { memo } from 'react'
import { Link } from 'react-router-dom'
import { CredentialBadges } from '@/components/credential-badges'
import { RatingSummary } from '@/components/rating-summary'
import { ReliabilitySummary } from '@/components/reliability-summary'
import { Avatar } from '@/components/ui/avatar'
import { avatarInitial, avatarUrl } from '@/lib/avatars'
import { formatRate, hasRate } from '@/lib/rates'
import { withDay } from '@/lib/free-hours'
import { cn } from '@/lib/utils'
import { freeOnWords } from './free-on-line'
import { GymBuddyActions } from './gym-buddy-actions'
import { SpecializationBadges } from './specialization-badges'
import type { FinderEntry } from '../filters/gym-buddy-filters'

/** One line of View as List: name, rating, rate, level, region, specializations and the actions. */
export const GymBuddyRow = memo(function GymBuddyRow({
  entry,
  own = false,
}: {
  entry: FinderEntry
  own?: boolean
}) {
  const { buddy, trainer } = entry
  const displayName = buddy.name || buddy.email
  const specializations = trainer?.specializations ?? []
  const titleId = `buddy-row-${buddy.id}-name`
  const day = buddy.freeOn?.day

  return (
    <article
      aria-labelledby={titleId}
      className="grid items-center gap-x-4 gap-y-2 rounded-lg border bg-card px-4 py-3 text-sm md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1.5fr)_11rem]"
    >
      <div className="flex min-w-0 items-center gap-3">
        <Avatar
          src={avatarUrl(buddy, '100x100')}
          initial={avatarInitial(buddy.name, buddy.email, 'G')}
          className="size-10 bg-accent text-primary"
        />
        <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-2 md:block">
          <h3 id={titleId} className="text-base font-semibold [overflow-wrap:anywhere]">
            <Link to={withDay(`/gym-buddy/${buddy.id}`, day)} className="hover:underline">
              {displayName}
            </Link>
          </h3>
          <p
            className={cn(
              'shrink-0',
              hasRate(trainer?.rate) ? 'font-medium' : 'text-muted-foreground md:text-sm',
            )}
          >
            {formatRate(trainer?.rate)}
          </p>
          <RatingSummary
            className="basis-full md:mt-0.5"
            average={buddy.ratingAvg ?? 0}
            count={buddy.ratingCount ?? 0}
          />
          {buddy.reliability !== undefined && (
            <ReliabilitySummary className="basis-full" record={buddy.reliability ?? undefined} />
          )}
          <CredentialBadges className="basis-full md:mt-1" badges={buddy.badges} />
        </div>
      </div>
      <p className="text-muted-foreground">
        {trainer?.experienceLevel && (
          <>
            <span className="sr-only">Experience: </span>
            {trainer.experienceLevel}
          </>
        )}
        {trainer?.experienceLevel && trainer.preferredLocation && (
          <span aria-hidden="true"> · </span>
        )}
        {trainer?.preferredLocation && (
          <>
            <span className="sr-only">, Location: </span>
            {trainer.preferredLocation}
          </>
        )}
        {/* What the place or "Free on" asked about, as the cards show it. */}
        {buddy.venueHere && (
          <span className="block text-foreground [overflow-wrap:anywhere]">
            <span className="sr-only">Venue: </span>
            {buddy.venueHere.name}
            {buddy.venueHere.place && `, ${buddy.venueHere.place}`}
          </span>
        )}
        {buddy.freeOn && (
          <span className="block">{freeOnWords(buddy.freeOn.day, buddy.freeOn.hours)}</span>
        )}
      </p>
      {specializations.length > 0 ? (
        <SpecializationBadges specializations={specializations} />
      ) : (
        <span className="hidden md:block" />
      )}
      <GymBuddyActions buddyId={buddy.id} displayName={displayName} own={own} day={day} />
    </article>
  )
})
