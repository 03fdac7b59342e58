import { useState } from 'react'
import { Link } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { TriangleAlertIcon } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card'
import { USER_AREA_MESSAGES } from '@/content/messages'
import { serverMessage } from '@/lib/errors'
import { isTrainer, useCurrentUser } from '@/stores/user'
import { becomeTrainer } from './profiles-api'

export default function BecomeTrainerPage() {
  const user = useCurrentUser()
  const [busy, setBusy] = useState(false)
  if (!user) return null

  async function confirm(userId: string) {
    setBusy(true)
    try {
      await becomeTrainer(userId)
    } catch (error) {
      console.error('Failed to become a trainer', error)
      toast.error(serverMessage(error) ?? USER_AREA_MESSAGES.becomeTrainerFailed)
      setBusy(false)
    }
  }

  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader>
        <h2 className="text-2xl font-semibold">Coach with GymBuddy</h2>
        <CardDescription>
          Offer sessions, receive booking requests and accept or decline them from My Schedule.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isTrainer(user) ? (
          <p>
            You are already a trainer. Keep your{' '}
            <Link to="/user/gym-buddy-profile/edit" className="font-medium text-primary underline">
              Gym Buddy Profile
            </Link>{' '}
            up to date.
          </p>
        ) : (
          <Alert variant="destructive" role="note" className="flex gap-3">
            <TriangleAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">This action is irreversible.</p>
              <p>
                Once you become a trainer you cannot switch back to a client account. Find Gym Buddy
                and My Bookings are replaced by My Schedule and your Gym Buddy Profile.
              </p>
            </div>
          </Alert>
        )}
      </CardContent>
      {!isTrainer(user) && (
        <CardFooter className="justify-end">
          <Button disabled={busy} onClick={() => void confirm(user.id)}>
            Confirm &amp; Become Trainer
          </Button>
        </CardFooter>
      )}
    </Card>
  )
}
