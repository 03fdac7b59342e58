import { useLocation, useNavigate } from 'react-router-dom'
import { returnPathIn } from '@/lib/return-path'
import { useCurrentUser } from '@/stores/user'
import { ClientProfileForm } from './client-profile-form'

/**
 * /user/profile/create, in the public layout; the route guard ensures a user. It has no
 * Cancel: without a profile the user area sends the member straight back here. After
 * saving, a visitor who signed up from a booking goes back to it.
 */
export default function ClientProfileCreatePage() {
  const user = useCurrentUser()
  const navigate = useNavigate()
  const returnTo = returnPathIn(useLocation().state) ?? '/user'
  if (!user) return null
  return (
    <div className="px-4 py-8 md:py-12">
      <title>Create Your Profile · GymBuddy</title>
      <ClientProfileForm
        user={user}
        title="Create your profile"
        titleAs="h1"
        onSaved={() => void navigate(returnTo)}
      />
    </div>
  )
}
