import { memo } from 'react'
import { AwardIcon, Building2Icon, MapPinIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { CredentialBadges } from '@/components/credential-badges'
import { RatingSummary } from '@/components/rating-summary'
import { ReliabilitySummary } from '@/components/reliability-summary'
import { ShownEmailItem } from '@/components/shown-email'
import { Avatar } from '@/components/ui/avatar'
import { avatarInitial, avatarUrl } from '@/lib/avatars'
import { formatRate, hasRate } from '@/lib/rates'
import { withDay } from '@/lib/free-hours'
import { cn } from '@/lib/utils'
import { FreeOnLine } from './free-on-line'
import { GymBuddyActions } from './gym-buddy-actions'
import { NextFreeLine } from './next-free-line'
import { SpecializationBadges } from './specialization-badges'
import type { FinderEntry } from '../filters/gym-buddy-filters'

/** The gym buddy avatar fallback of the spec: name, else email, else G. */
const GYM_BUDDY_AVATAR_FALLBACK = 'G'

/** One finder card; memoised, as a keystroke re-renders the list but rarely a card's entry. */
export const GymBuddyCard = memo(function GymBuddyCard({
  entry,
  own = false,
  reason,
}: {
  entry: FinderEntry
  /** Why it is recommended ("Recommended for you"), when it is. */
  reason?: string
  /** The signed-in trainer's own card: no Book Session, no Message. */
  own?: boolean
}) {
  const { buddy, trainer } = entry
  const displayName = buddy.name || buddy.email
  const titleId = `buddy-${buddy.id}-name`
  // Under "Free on": the card's links open the trainer page and Book Session on that day.
  const day = buddy.freeOn?.day

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      {/* Wraps: on a narrow card the rate moves under the name instead of squeezing it. */}
      <div className="flex flex-wrap items-start gap-3">
        <Avatar
          src={avatarUrl(buddy, '100x100')}
          initial={avatarInitial(buddy.name, buddy.email, GYM_BUDDY_AVATAR_FALLBACK)}
          className="size-14 bg-accent text-lg text-primary"
        />
        <div className="min-w-0 flex-1 basis-32">
          <h3 id={titleId} className="font-semibold [overflow-wrap:anywhere]">
            <Link to={withDay(`/gym-buddy/${buddy.id}`, day)} className="hover:underline">
              {displayName}
            </Link>
          </h3>
          <RatingSummary
            className="mt-1"
            average={buddy.ratingAvg ?? 0}
            count={buddy.ratingCount ?? 0}
          />
          {buddy.reliability !== undefined && (
            <ReliabilitySummary className="mt-1" record={buddy.reliability ?? undefined} />
          )}
          <CredentialBadges className="mt-2" badges={buddy.badges} />
        </div>
        <p
          className={cn(
            'shrink-0 rounded-md bg-accent px-2 py-1 text-sm',
            hasRate(trainer?.rate) ? 'font-semibold' : 'text-muted-foreground',
          )}
        >
          {formatRate(trainer?.rate)}
        </p>
      </div>
      {reason && <p className="rounded-md bg-accent px-3 py-2 text-sm">{reason}</p>}
      {trainer && (
        <div className="space-y-3 text-sm">
          <ul className="space-y-1.5 text-muted-foreground">
            {trainer.experienceLevel && (
              <li className="flex items-center gap-2">
                <AwardIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="sr-only">Experience: </span>
                {trainer.experienceLevel}
              </li>
            )}
            {trainer.preferredLocation && (
              <li className="flex items-center gap-2">
                <MapPinIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="sr-only">Location: </span>
                {trainer.preferredLocation}
              </li>
            )}
            {buddy.venueHere && (
              <li className="flex items-center gap-2 text-foreground">
                <Building2Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="sr-only">Venue: </span>
                  {buddy.venueHere.name}
                  {buddy.venueHere.place && `, ${buddy.venueHere.place}`}
                </span>
              </li>
            )}
            <ShownEmailItem email={buddy.name ? buddy.email : ''} />
          </ul>
          <SpecializationBadges specializations={trainer.specializations} />
        </div>
      )}
      {buddy.freeOn ? (
        <FreeOnLine day={buddy.freeOn.day} hours={buddy.freeOn.hours} />
      ) : (
        buddy.nextFree !== undefined && <NextFreeLine iso={buddy.nextFree} />
      )}
      <GymBuddyActions
        buddyId={buddy.id}
        displayName={displayName}
        own={own}
        day={day}
        className="mt-auto pt-1"
      />
    </article>
  )
})
