import { BlockedMembersSection } from '@/components/safety/blocked-members-section'
import { MyReportsSection } from '@/components/safety/my-reports-section'
import { useCurrentUser } from '@/stores/user'
import { EmailSection } from './account/email-section'
import { NameSection } from './account/name-section'
import { PasswordSection } from './account/password-section'
import { PhotoSection } from './account/photo-section'

/** /user/account: the member's name, photo, email and password; whom they blocked and reported. */
export default function AccountPage() {
  const user = useCurrentUser()
  if (!user) return null
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      {/* Keyed: another member signing in here gets fresh forms. */}
      <PhotoSection key={`photo-${user.id}`} user={user} />
      <NameSection key={`name-${user.id}`} user={user} />
      <EmailSection key={`email-${user.id}`} user={user} />
      <PasswordSection key={`password-${user.id}`} user={user} />
      <BlockedMembersSection key={`blocked-${user.id}`} />
      <MyReportsSection key={`reports-${user.id}`} />
    </div>
  )
}
