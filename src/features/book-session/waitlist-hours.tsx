import { useCallback, useState } from 'react'
import { BellIcon, CheckIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { CalendarDay } from '@/lib/dates'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import { useLiveQuery } from '@/lib/use-live-query'
import { joinWaitlist, listMyWaitlist } from '@/lib/waitlist-api'
import type { SlotRules } from './booking-slots'
import { takenHours } from './taken-hours'

/** The chosen day's taken hours, each with "Taken — tell me if it frees up" (joins the waitlist). */
export function WaitlistHours({
  gymBuddyId,
  userId,
  day,
  now,
  rules,
}: {
  gymBuddyId: string
  userId: string
  day: CalendarDay
  now: Date
  rules: SlotRules
}) {
  const hours = takenHours(day, now, rules)
  const load = useCallback(() => listMyWaitlist(userId), [userId])
  const waiting = useLiveQuery(load, { key: userId, enabled: hours.length > 0 && !!userId })
  const [adding, setAdding] = useState('')
  if (hours.length === 0 || !userId) return null
  const waited = new Set(
    (waiting.data ?? [])
      .filter((entry) => entry.gymBuddy === gymBuddyId)
      .map((entry) => Date.parse(entry.datetime.replace(' ', 'T'))),
  )

  async function join(at: string) {
    setAdding(at)
    try {
      await joinWaitlist(userId, gymBuddyId, at)
      toast.success('We will tell you if this hour frees up.')
      waiting.reload()
    } catch (error) {
      toast.error(describeError(error))
    } finally {
      setAdding('')
    }
  }

  return (
    <div className="grid gap-2 sm:col-span-2" data-testid="taken-hours">
      <p className="text-sm font-medium">Taken hours</p>
      <ul className="flex flex-wrap gap-2">
        {hours.map(({ slot, at }) => (
          <li key={at}>
            {waited.has(Date.parse(at)) ? (
              <span className="inline-flex items-center gap-1 rounded-md border px-2 py-1 text-sm text-muted-foreground">
                <CheckIcon className="size-4" aria-hidden="true" />
                {slot} · on your waitlist
              </span>
            ) : (
              <Button
                size="sm"
                variant="outline"
                className="h-auto min-h-8 py-1 text-left whitespace-normal"
                disabled={adding === at}
                onClick={() => void join(at)}
              >
                <BellIcon aria-hidden="true" />
                {slot} · Taken — tell me if it frees up
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
