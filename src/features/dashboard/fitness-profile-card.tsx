import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import type { ClientProfileRecord } from '@/lib/types'

export function FitnessProfileCard({ profile }: { profile: ClientProfileRecord }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Your Fitness Profile</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4">
          <div>
            <dt className="text-sm text-muted-foreground">Preferred Location</dt>
            <dd className="font-medium">{profile.preferredLocation}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Experience Level</dt>
            <dd className="font-medium">{profile.experienceLevel}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Goals</dt>
            <dd className="mt-1 flex flex-wrap gap-2">
              {(profile.fitnessGoals ?? []).map((goal) => (
                <Badge key={goal} variant="secondary">
                  {goal}
                </Badge>
              ))}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  )
}
