import { useNavigate } from 'react-router-dom'
import { useUserArea } from '@/lib/user-area'
import { useCurrentUser } from '@/stores/user'
import { ClientProfileForm } from './client-profile-form'

export default function ClientProfileEditPage() {
  const user = useCurrentUser()
  const navigate = useNavigate()
  const { setClientProfile } = useUserArea()
  if (!user) return null
  return (
    <ClientProfileForm
      user={user}
      titleAs="h2"
      onSaved={(profile) => {
        setClientProfile(profile)
        void navigate('/user')
      }}
      onCancel={() => void navigate('/user')}
    />
  )
}
