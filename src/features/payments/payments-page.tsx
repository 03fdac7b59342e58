import { useCurrentUser } from '@/stores/user'
import { ClientPayments } from './client-payments'
import { TrainerPayments } from './trainer-payments'

/** /user/payments: a trainer's takings and packages, or a client's payments and credits. */
export default function PaymentsPage() {
  const user = useCurrentUser()
  if (!user) return null
  return (
    <div className="space-y-8">
      {user.userType === 'trainer' ? (
        <TrainerPayments me={user.id} />
      ) : (
        <ClientPayments me={user.id} />
      )}
    </div>
  )
}
