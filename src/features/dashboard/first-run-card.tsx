import { SearchIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'

/** A member with no sessions yet: one next step instead of empty history. */
export function FirstRunCard() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Your first session</h2>
        <CardDescription>
          No sessions yet. Pick a trainer who fits your goals and request a time: your progress
          shows here once a session is confirmed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/find-gym-buddy">
            <SearchIcon aria-hidden="true" />
            Find a gym buddy
          </Link>
        </Button>
      </CardContent>
    </Card>
  )
}
