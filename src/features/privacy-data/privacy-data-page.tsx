import { useEffect, useRef } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { useUserArea } from '@/lib/user-area'
import { isTrainer, logOut, useCurrentUser } from '@/stores/user'
import { DeleteAccountCard } from './delete-account-card'
import { DownloadDataCard } from './download-data-card'
import { PRIVACY_DATA_TEXTS as TEXTS } from './privacy-data-texts'
import { ProfileReadsCard } from './profile-reads-card'
import { RemoveProfileCard } from './remove-profile-card'

/**
 * /user/privacy: who has seen my fitness profile, removing it, a copy of my data, and closing my
 * account.
 */
export default function PrivacyDataPage() {
  const user = useCurrentUser()
  const { clientProfile, setClientProfile } = useUserArea()
  const navigate = useNavigate()
  const closed = useRef(false)
  // The session ends once the user area has gone: cleared here, the auth guard would send the
  // closed account to /login (as the user menu's Log out does).
  useEffect(
    () => () => {
      if (closed.current) logOut()
    },
    [],
  )
  if (!user) return null

  function handleDeleted() {
    closed.current = true
    // A word that stays long enough to read: what became of the sessions, and a goodbye.
    toast.success(TEXTS.deleted, { description: TEXTS.deletedDetail, duration: 12_000 })
    void navigate('/', { replace: true })
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <p className="text-muted-foreground">
        What GymBuddy holds about you and who can see it is set out in the{' '}
        <Link to="/privacy" className="font-medium text-primary underline underline-offset-4">
          Privacy Policy
        </Link>
        .
      </p>
      <ProfileReadsCard key={user.id} me={user.id} />
      {/* A trainer who never made a fitness profile has nothing to remove or add here. */}
      {(clientProfile || !isTrainer(user)) && (
        <RemoveProfileCard profile={clientProfile} onRemoved={() => setClientProfile(null)} />
      )}
      <DownloadDataCard />
      <DeleteAccountCard onDeleted={handleDeleted} />
    </div>
  )
}
