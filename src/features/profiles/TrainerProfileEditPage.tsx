import { useNavigate } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { USER_AREA_MESSAGES } from '@/content/messages'
import type { UserRecord } from '@/lib/types'
import { useCurrentUser } from '@/stores/user'
import { TrainerProfileForm } from './TrainerProfileForm'
import { useTrainerProfileForm } from './useTrainerProfileForm'

function TrainerProfileCard({ user }: { user: UserRecord }) {
  const navigate = useNavigate()
  const form = useTrainerProfileForm(user)
  // "Goes back" (spec §2); opened directly, there is nothing to go back to, so go to /user.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    void (index > 0 ? navigate(-1) : navigate('/user'))
  }

  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader>
        <h2 className="text-2xl font-semibold">Edit Trainer Profile</h2>
        <CardDescription>
          Tell clients what you specialise in, where you train and what you charge.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {form.status === 'loading' && <Spinner label="Loading..." />}
        {form.status === 'failed' && (
          <LoadFailed
            title={USER_AREA_MESSAGES.trainerProfileLoadFailed}
            what="your trainer profile"
            error={form.loadError}
            onRetry={form.retryLoad}
          />
        )}
        {form.status === 'ready' && <TrainerProfileForm form={form} onCancel={goBack} />}
      </CardContent>
    </Card>
  )
}

export default function TrainerProfileEditPage() {
  const user = useCurrentUser()
  return user ? <TrainerProfileCard user={user} /> : null
}
