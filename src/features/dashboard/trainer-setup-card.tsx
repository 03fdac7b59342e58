import { ChevronRightIcon, CircleCheckIcon, CircleIcon } from 'lucide-react'
import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { revealWhenShown, targetOf } from '@/lib/reveal-target'
import type { UserRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { cn } from '@/lib/utils'
import { requiredSteps, trainerSetupSteps } from './trainer-setup'
import { fetchTrainerSetup } from './trainer-setup-api'

/** The setup checklist on a trainer's dashboard, shown until every step is done. */
export function TrainerSetupCard({ user }: { user: UserRecord }) {
  // The profile and the hours change on their own screens: read when the dashboard opens.
  const load = useCallback(() => fetchTrainerSetup(user.id), [user.id])
  const { data } = useLiveQuery(load)
  if (!data) return null
  const steps = trainerSetupSteps(user, data.profile, data)
  const required = requiredSteps(steps)
  const done = required.filter((step) => step.done).length
  if (done === required.length) return null
  return (
    <Card role="region" aria-labelledby="trainer-setup-title">
      <CardHeader>
        <h2 id="trainer-setup-title" className="text-lg font-semibold">
          Finish setting up
        </h2>
        <CardDescription>
          Clients find you in Find Gym Buddy once your profile names a specialization and where you
          train. {done} of {required.length} done.
        </CardDescription>
        <Progress value={(done / required.length) * 100} aria-label="Setup progress" />
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {steps.map((step) => {
            const Icon = step.done ? CircleCheckIcon : CircleIcon
            return (
              <li key={step.id} data-done={step.done}>
                <Link
                  to={step.to}
                  onClick={() => {
                    const target = targetOf(step.to)
                    if (target) revealWhenShown(target)
                  }}
                  className="flex items-center gap-3 rounded-md border p-3 hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Icon
                    className={cn(
                      'size-5 shrink-0',
                      step.done ? 'text-primary' : 'text-muted-foreground',
                    )}
                    aria-hidden="true"
                  />
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className={cn('font-medium', step.done && 'line-through')}>
                      {step.label}
                      {step.optional && (
                        <span className="font-normal text-muted-foreground"> (optional)</span>
                      )}
                      <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
                    </span>
                    <span className="text-sm text-muted-foreground">{step.hint}</span>
                  </span>
                  <ChevronRightIcon
                    className="size-4 shrink-0 text-muted-foreground"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}
