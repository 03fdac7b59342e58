import { lazy, Suspense } from 'react'
import { ArrowLeftIcon } from 'lucide-react'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { FINDER_RETURN_STATE } from '@/lib/finder-return'
import { dayParamOf } from '@/lib/free-hours'
import { useCurrentUser } from '@/stores/user'
import { TrainerDetails } from './trainer-details'
import { TrainerHeader } from './trainer-header'
import { TrainerReviews } from './trainer-reviews'
import { TrainerWhenWhere } from './trainer-when-where'
import { formatReplyTime } from './trainer-summary'
import { useTrainer } from './use-trainer-page'

// Packages load after the page, in their own chunk (visitor routes stay light).
const TrainerPackages = lazy(() => import('@/components/payments/trainer-packages'))

const PAGE_CLASS = 'mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6'

/** /gym-buddy/:id, public: everything a client needs to choose this trainer. */
export default function TrainerPage() {
  const { id = '' } = useParams()
  const state = useTrainer(id)
  const user = useCurrentUser()
  // The finder's "Free on" day (`?day=`): the free hours and Book Session open on it.
  const day = dayParamOf(useSearchParams()[0].get('day'))

  const back = (
    <Link
      to="/find-gym-buddy"
      state={FINDER_RETURN_STATE}
      className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      Find Gym Buddy
    </Link>
  )

  if (state.status === 'loading') {
    return (
      <div className={PAGE_CLASS}>
        <Spinner label="Loading..." className="py-16" />
      </div>
    )
  }
  if (state.status !== 'loaded') {
    const text = state.status === 'not-found' ? 'Gym buddy not found' : 'Failed to load gym buddy'
    return (
      <div className={PAGE_CLASS}>
        <title>{`${text} · GymBuddy`}</title>
        {back}
        <h1 role="alert" className="text-2xl font-bold">
          {text}
        </h1>
      </div>
    )
  }

  const { buddy, replyTime } = state
  const name = buddy.name || buddy.email || 'Gym buddy'
  return (
    <div className={PAGE_CLASS}>
      <title>{`${name} · GymBuddy`}</title>
      {back}
      <TrainerHeader
        buddy={buddy}
        own={user?.id === buddy.id}
        day={day}
        replyTime={replyTime ? formatReplyTime(replyTime.answers, replyTime.medianMinutes) : null}
      />
      <TrainerWhenWhere
        trainerId={buddy.id}
        profile={buddy.expand?.trainer_profile}
        own={user?.id === buddy.id}
        day={day}
      />
      <div className="grid gap-8 md:grid-cols-2">
        <TrainerDetails profile={buddy.expand?.trainer_profile} />
        <TrainerReviews trainerId={buddy.id} />
      </div>
      <Suspense fallback={null}>
        <TrainerPackages trainerId={buddy.id} trainerName={name} viewerId={user?.id ?? ''} />
      </Suspense>
    </div>
  )
}
