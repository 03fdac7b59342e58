import { Avatar } from '@/components/ui/avatar'
import { avatarInitial, avatarUrl } from '@/lib/avatars'
import type { DashboardSession } from './dashboard-answer'

/** The other person's photo on a session card, or their initial without one. */
export function SessionPartnerAvatar({
  session,
  unknownPartner,
}: {
  session: DashboardSession
  unknownPartner: string
}) {
  const photo = { id: session.partner, collectionId: '', collectionName: 'users' }
  return (
    <Avatar
      src={avatarUrl({ ...photo, avatar: session.partnerAvatar }, '100x100')}
      initial={avatarInitial(session.partnerName, undefined, unknownPartner)}
      className="size-9 text-sm"
    />
  )
}
