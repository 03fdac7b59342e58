import { memo } from 'react'
import { AwardIcon, MapPinIcon, MessageCircleIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { Avatar, avatarInitial } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { StarRating } from '@/components/ui/star-rating'
import { FILLED_STARS, FIXED_RATING, MAX_CARD_SPECIALIZATIONS } from '@/content/constants'
import { MESSAGES } from '@/content/messages'
import { avatarUrl } from '@/lib/avatars'
import type { FinderEntry } from './gymBuddyFilters'

/** The gym buddy avatar fallback of spec §2: name, else email, else G. */
export const GYM_BUDDY_AVATAR_FALLBACK = 'G'

/** One finder card; memoised, as a keystroke re-renders the list but rarely a card's entry. */
export const GymBuddyCard = memo(function GymBuddyCard({ entry }: { entry: FinderEntry }) {
  const { buddy, trainer } = entry
  const displayName = buddy.name || buddy.email
  const shown = trainer?.specializations.slice(0, MAX_CARD_SPECIALIZATIONS) ?? []
  const hidden = (trainer?.specializations.length ?? 0) - shown.length
  const titleId = `buddy-${buddy.id}-name`

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <Avatar
          src={avatarUrl(buddy, '100x100')}
          initial={avatarInitial(buddy.name, buddy.email, GYM_BUDDY_AVATAR_FALLBACK)}
          className="size-14 bg-accent text-lg text-primary"
        />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold [overflow-wrap:anywhere]">
            {displayName}
          </h3>
          <div className="mt-1 flex items-center gap-1.5 text-sm">
            <StarRating filled={FILLED_STARS} label={`Rated ${FIXED_RATING} out of 5`} />
            <span aria-hidden="true" className="font-medium">
              {FIXED_RATING}
            </span>
          </div>
        </div>
        {trainer && trainer.rate > 0 && (
          <p className="shrink-0 rounded-md bg-accent px-2 py-1 text-sm font-semibold">
            ${trainer.rate}/session
          </p>
        )}
      </div>
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
          </ul>
          {shown.length > 0 && (
            <ul aria-label="Specializations" className="flex flex-wrap gap-1.5">
              {shown.map((item) => (
                <li key={item}>
                  <Badge variant="secondary">{item}</Badge>
                </li>
              ))}
              {hidden > 0 && (
                <li>
                  <Badge variant="outline">+{hidden} more</Badge>
                </li>
              )}
            </ul>
          )}
        </div>
      )}
      <div className="mt-auto flex gap-2 pt-1">
        <Button asChild className="flex-1">
          <Link to={`/book-session/${buddy.id}`}>Book Session</Link>
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => toast.info(MESSAGES.messagingComingSoon)}
        >
          <MessageCircleIcon aria-hidden="true" />
          <span className="sr-only">Message {displayName}</span>
        </Button>
      </div>
    </article>
  )
})
