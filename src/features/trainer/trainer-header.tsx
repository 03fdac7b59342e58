import { AwardIcon, MapPinIcon, MessageCircleIcon, TimerIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { CredentialBadges } from '@/components/credential-badges'
import { RatingSummary } from '@/components/rating-summary'
import { MemberSafetyActions } from '@/components/safety/member-safety-actions'
import { ShownEmailItem } from '@/components/shown-email'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { avatarInitial, avatarUrl } from '@/lib/avatars'
import { withDay } from '@/lib/free-hours'
import { formatRate, hasRate } from '@/lib/rates'
import type { GymBuddyRecord } from '@/lib/types'
import { useIsSignedIn } from '@/stores/user'
import { TrainerRecord } from './trainer-record'

/** Who the trainer is at a glance, with Book Session and Message. */
export function TrainerHeader({
  buddy,
  replyTime,
  own,
  day = null,
}: {
  buddy: GymBuddyRecord
  /** "Usually replies within 2 hours", or null. */
  replyTime: string | null
  /** The signed-in trainer looking at their own page: no Book Session, no Message. */
  own: boolean
  /** The day the visitor asked about (the finder's "Free on"): Book Session opens on it. */
  day?: string | null
}) {
  const profile = buddy.expand?.trainer_profile
  const signedIn = useIsSignedIn()
  const displayName = buddy.name || buddy.email || 'Gym buddy'
  return (
    <header className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-sm sm:flex-row sm:items-start sm:p-6">
      <Avatar
        src={avatarUrl(buddy, '100x100')}
        initial={avatarInitial(buddy.name, buddy.email, 'G')}
        className="size-20 bg-accent text-2xl text-primary"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{displayName}</h1>
        <RatingSummary average={buddy.ratingAvg ?? 0} count={buddy.ratingCount ?? 0} />
        <TrainerRecord trainerId={buddy.id} />
        <CredentialBadges badges={buddy.badges} />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className={hasRate(profile?.rate) ? 'font-semibold text-foreground' : undefined}>
            {formatRate(profile?.rate)}
          </li>
          {profile?.experienceLevel && (
            <li className="flex items-center gap-1.5">
              <AwardIcon className="size-4 text-primary" aria-hidden="true" />
              <span className="sr-only">Experience: </span>
              {profile.experienceLevel}
            </li>
          )}
          {profile?.preferredLocation && (
            <li className="flex items-center gap-1.5">
              <MapPinIcon className="size-4 text-primary" aria-hidden="true" />
              <span className="sr-only">Location: </span>
              {profile.preferredLocation}
            </li>
          )}
          <ShownEmailItem email={buddy.name ? buddy.email : ''} className="gap-1.5" />
          {replyTime && (
            <li className="flex items-center gap-1.5">
              <TimerIcon className="size-4 text-primary" aria-hidden="true" />
              {replyTime}
            </li>
          )}
        </ul>
      </div>
      {!own && (
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <Button asChild className="flex-1">
            <Link to={withDay(`/book-session/${buddy.id}`, day ?? undefined)}>Book Session</Link>
          </Button>
          <Button asChild variant="outline" className="flex-1">
            <Link to={`/user/chat/${buddy.id}`}>
              <MessageCircleIcon aria-hidden="true" />
              Message
            </Link>
          </Button>
          {signedIn && <MemberSafetyActions memberId={buddy.id} memberName={displayName} />}
        </div>
      )}
    </header>
  )
}
