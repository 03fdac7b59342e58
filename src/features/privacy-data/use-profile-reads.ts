import { useCallback, useState } from 'react'
import type { UnsubscribeFunc } from 'pocketbase'
import { useLiveQuery } from '@/lib/use-live-query'
import { loadProfileReads } from './privacy-data-api'

/** Rows at first, and how many more each Show more adds. */
const PAGE_SIZE = 20

// The log gains at most one row per trainer a day: loaded on open (and after an outage), not live.
const NOT_LIVE = (): Promise<UnsubscribeFunc> => Promise.resolve(() => Promise.resolve())

/** The reads of my fitness profile, newest day first, a page at a time. */
export function useProfileReads(me: string) {
  const [limit, setLimit] = useState(PAGE_SIZE)
  const load = useCallback(() => loadProfileReads(me, limit), [me, limit])
  const query = useLiveQuery(load, NOT_LIVE)
  return { ...query, showMore: () => setLimit((shown) => shown + PAGE_SIZE) }
}
