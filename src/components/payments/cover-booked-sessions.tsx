import { useCallback, useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { STATUS } from '@/content/statuses'
import { formatSgtShortDateTime } from '@/lib/dates'
import { describeError } from '@/lib/errors'
import { coverSessions, loadCoverChoices } from '@/lib/package-cover'
import { subscribeToPurchases } from '@/lib/payments'
import { formatMoney } from '@/lib/payment-words'
import { toast } from '@/lib/toast'
import { useLiveQuery } from '@/lib/use-live-query'
import { firstTicked } from './credit-line'

const sessions = (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'}`

/**
 * An active package's offer to pay for the sessions the client had already booked with its
 * trainer: each upcoming unpaid one with a tick box, all ticked (or the soonest the credits pay
 * for), one credit each. Shows nothing when there is nothing to cover.
 */
export function CoverBookedSessions({
  purchase,
  trainerName,
}: {
  purchase: string
  trainerName: string
}) {
  const load = useCallback(() => loadCoverChoices(purchase), [purchase])
  const { data, reload } = useLiveQuery(load, { key: purchase, subscribe: subscribeToPurchases })
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const headingId = useId()
  if (!data || data.bookings.length === 0 || data.credits <= 0) return null
  const offered = new Set(data.bookings.map((session) => session.id))
  // Until the client changes a tick, the default follows the live list.
  const ticked = new Set([...(chosen ?? firstTicked(data))].filter((id) => offered.has(id)))
  const full = ticked.size >= data.credits

  function toggle(id: string, on: boolean) {
    const next = new Set(ticked)
    if (on) next.add(id)
    else next.delete(id)
    setChosen(next)
  }

  async function cover() {
    setBusy(true)
    setError(null)
    try {
      const answer = await coverSessions(purchase, [...ticked])
      toast.success(`${sessions(answer.covered.length)} now paid by your package.`)
      setChosen(null)
      reload()
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="mt-3 space-y-3 border-t pt-3"
      data-testid="cover-booked"
    >
      <p id={headingId} className="font-medium">
        Use this package for sessions you already booked with {trainerName}?
      </p>
      {data.bookings.length > data.credits && (
        <p className="text-sm text-muted-foreground">
          {sessions(data.credits)} left in the package for {sessions(data.bookings.length)}: the
          soonest are ticked; the rest stay paid session by session.
        </p>
      )}
      <ul className="grid gap-2 text-sm" aria-label="Booked sessions">
        {data.bookings.map((session) => {
          const id = `cover-${session.id}`
          return (
            <li key={session.id} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={ticked.has(session.id)}
                disabled={busy || (full && !ticked.has(session.id))}
                onCheckedChange={(next) => toggle(session.id, next === true)}
              />
              <Label htmlFor={id} className="min-w-0 leading-snug font-normal">
                {formatSgtShortDateTime(session.datetime)}
                <span className="text-muted-foreground">
                  {' '}
                  · {session.price > 0 ? formatMoney(session.price) : 'Price to be set'} ·{' '}
                  {session.status === STATUS.confirmed ? 'Unpaid' : 'Requested'}
                </span>
              </Label>
            </li>
          )
        })}
      </ul>
      {error && <Alert variant="destructive">{error}</Alert>}
      <Button size="sm" disabled={busy || ticked.size === 0} onClick={() => void cover()}>
        {busy ? 'Paying...' : `Pay ${sessions(ticked.size)} with the package`}
      </Button>
    </div>
  )
}
