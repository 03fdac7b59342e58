import { useCallback, useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import { useLiveQuery } from '@/lib/use-live-query'
import { leaveWaitlist, listMyWaitlist } from '@/lib/waitlist-api'
import { formatSgtShort } from './booking-texts'

/** The member's waitlist on My Bookings: each taken hour they wait for, with Remove. */
export function WaitlistSection({ userId }: { userId: string }) {
  const load = useCallback(() => listMyWaitlist(userId), [userId])
  const { data, reload } = useLiveQuery(load, { key: userId })
  const [removing, setRemoving] = useState('')
  const headingId = useId()
  if (!data || data.length === 0) return null

  async function remove(id: string) {
    setRemoving(id)
    try {
      await leaveWaitlist(id)
      reload()
    } catch (error) {
      toast.error(describeError(error))
    } finally {
      setRemoving('')
    }
  }

  return (
    <Card className="mx-auto w-full max-w-4xl">
      <CardHeader>
        <h2 id={headingId} className="text-xl font-semibold">
          Waiting for a free hour
        </h2>
        <p className="text-sm text-muted-foreground">
          You get a notification and an email if one of these hours frees up.
        </p>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={headingId} className="grid gap-2">
          {data.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm"
            >
              <span>
                <span className="font-medium">{formatSgtShort(entry.datetime)}</span> with{' '}
                <Link to={`/gym-buddy/${entry.gymBuddy}`} className="text-primary underline">
                  {entry.trainerName || 'your trainer'}
                </Link>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={removing === entry.id}
                onClick={() => void remove(entry.id)}
                aria-label={`Remove ${formatSgtShort(entry.datetime)} from your waitlist`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
