import { useCallback } from 'react'
import { ReliabilitySummary } from '@/components/reliability-summary'
import { fetchReliability } from '@/lib/reliability-api'
import { useLiveQuery } from '@/lib/use-live-query'

/** The trainer's 12-month record beside their rating (public); nothing until it has loaded. */
export function TrainerRecord({ trainerId }: { trainerId: string }) {
  const load = useCallback(() => fetchReliability(trainerId), [trainerId])
  const { data } = useLiveQuery(load, { key: trainerId })
  return data ? <ReliabilitySummary record={data} /> : null
}
