import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useCurrentUser } from '@/stores/user'
import { useTrainerProfile } from './use-trainer-profile'
import { BusyCalendarsCard } from './busy-calendars-card'
import { NoticeTravelCard } from './notice-travel-card'
import { WorkingHoursForm } from './working-hours-form'

function TrainerHours({ userId }: { userId: string }) {
  const { state, retry } = useTrainerProfile(userId)
  if (state.status === 'loading') return <Spinner label="Loading..." />
  if (state.status === 'failed') {
    return (
      <Alert variant="destructive" className="grid gap-2">
        Failed to load your working hours. Please try again.
        <Button variant="outline" size="sm" className="justify-self-start" onClick={retry}>
          Try again
        </Button>
      </Alert>
    )
  }
  if (state.status === 'none') {
    return (
      <p className="text-muted-foreground">
        Working hours belong to a trainer profile.{' '}
        <Link to="/user/gym-buddy-profile/edit" className="font-medium text-primary underline">
          Fill in your Gym Buddy Profile
        </Link>{' '}
        first.
      </p>
    )
  }
  return (
    <>
      <WorkingHoursForm key={state.profile.id} profile={state.profile} />
      <NoticeTravelCard key={`notice-${state.profile.id}`} profile={state.profile} />
      <BusyCalendarsCard trainerId={userId} />
    </>
  )
}

/** /user/gym-buddy-profile/hours: the trainer's weekly hours and days off. */
export default function WorkingHoursPage() {
  const user = useCurrentUser()
  if (!user) return null
  return (
    <div className="grid gap-6">
      <h2 id="working-hours" className="mx-auto w-full max-w-3xl text-2xl font-semibold">
        Working Hours
      </h2>
      {user.userType === 'trainer' ? (
        <TrainerHours userId={user.id} />
      ) : (
        <p className="mx-auto w-full max-w-3xl text-muted-foreground">
          Only trainers set working hours.{' '}
          <Link to="/user/become-trainer" className="font-medium text-primary underline">
            Become a Trainer
          </Link>
        </p>
      )}
    </div>
  )
}
