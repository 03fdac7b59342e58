import { useCallback } from 'react'
import { CalendarCheckIcon } from 'lucide-react'
import { clientRecordText } from '@/lib/reliability-text'
import { fetchReliability } from '@/lib/reliability-api'
import { useLiveQuery } from '@/lib/use-live-query'

/** On a request the trainer answers: the client's 12-month record ("12 sessions, 1 no-show"). */
export function ClientRecord({ clientId }: { clientId: string }) {
  const load = useCallback(() => fetchReliability(clientId), [clientId])
  const { data } = useLiveQuery(load, { key: clientId })
  if (!data) return null
  return (
    <p
      className="flex items-center gap-2 text-sm text-muted-foreground"
      data-testid="client-record"
    >
      <CalendarCheckIcon className="size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="sr-only">Client record: </span>
        {clientRecordText(data)}
      </span>
    </p>
  )
}
