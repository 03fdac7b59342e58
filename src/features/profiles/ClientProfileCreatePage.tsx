import { useNavigate } from 'react-router-dom'
import { useCurrentUser } from '@/stores/user'
import { ClientProfileForm } from './ClientProfileForm'

/** /user/profile/create, in the public layout (spec §2); the route guard ensures a user. */
export default function ClientProfileCreatePage() {
  const user = useCurrentUser()
  const navigate = useNavigate()
  if (!user) return null
  return (
    <div className="px-4 py-8 md:py-12">
      <ClientProfileForm
        user={user}
        titleAs="h1"
        onSaved={() => void navigate('/user')}
        onCancel={() => void navigate('/user')}
      />
    </div>
  )
}
