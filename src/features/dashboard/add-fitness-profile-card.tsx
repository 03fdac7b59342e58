import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

/** A client who removed their fitness profile: an invitation to add one, never a requirement. */
export function AddFitnessProfileCard() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Your Fitness Profile</h2>
        <CardDescription>
          No fitness profile shared. Trainers you book see your goals and notes only if you add
          them; booking works either way.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" asChild>
          <Link to="/user/profile/edit">Add your fitness profile</Link>
        </Button>
      </CardContent>
    </Card>
  )
}
