import { MapPinIcon } from 'lucide-react'
import { Avatar, avatarInitial } from '@/components/ui/avatar'
import { avatarUrl } from '@/lib/avatars'
import type { GymBuddyRecord } from '@/lib/types'

/** Who is being booked: avatar, name, rate and area (from gym_buddies_view). */
export function BookingTrainerHeader({ buddy }: { buddy: GymBuddyRecord }) {
  const profile = buddy.expand?.trainer_profile
  const rate = profile?.rate ?? 0
  return (
    <div className="flex items-center gap-4">
      <Avatar
        src={avatarUrl(buddy, '100x100')}
        initial={avatarInitial(buddy.name, buddy.email, 'G')}
        className="size-16 bg-accent text-xl text-primary"
      />
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">Booking a session with</p>
        <p className="text-xl font-semibold [overflow-wrap:anywhere]">
          {buddy.name || buddy.email}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
          {rate > 0 && <span className="font-semibold text-foreground">${rate}/session</span>}
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
