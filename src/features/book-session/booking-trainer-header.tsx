import { MapPinIcon } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { avatarInitial, avatarUrl } from '@/lib/avatars'
import { formatRate, hasRate } from '@/lib/rates'
import type { GymBuddyRecord } from '@/lib/types'

/** Who is being booked: avatar, name, rate and area (from gym_buddies_view). */
export function BookingTrainerHeader({
  buddy,
  moving = false,
}: {
  buddy: GymBuddyRecord
  /** A reschedule: the session exists already, it is being moved. */
  moving?: boolean
}) {
  const profile = buddy.expand?.trainer_profile
  return (
    <div className="flex items-center gap-4">
      <Avatar
        src={avatarUrl(buddy, '100x100')}
        initial={avatarInitial(buddy.name, buddy.email, 'G')}
        className="size-12 shrink-0 bg-accent text-lg text-primary sm:size-16 sm:text-xl"
      />
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">
          {moving ? 'Moving a session with' : 'Booking a session with'}
        </p>
        <p className="text-xl font-semibold [overflow-wrap:anywhere]">
          {buddy.name || buddy.email}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
          <span className={hasRate(profile?.rate) ? 'font-semibold text-foreground' : undefined}>
            {formatRate(profile?.rate)}
          </span>
          {profile?.preferredLocation && (
            <span className="flex items-center gap-1">
              <MapPinIcon className="size-4" aria-hidden="true" />
              {profile.preferredLocation}
            </span>
          )}
        </p>
      </div>
    </div>
  )
}
