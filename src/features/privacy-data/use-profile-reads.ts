import { useLiveQuery } from '@/lib/use-live-query'
import { usePageLimit } from '@/lib/use-page-limit'
import { loadProfileReads } from './privacy-data-api'

/** Rows at first, and how many more each Show more adds. */
const PAGE_SIZE = 20

/**
 * The reads of my fitness profile, newest day first, a page at a time. The log gains at most one
 * row per trainer a day: loaded on open (and after an outage), not live.
 */
export function useProfileReads(me: string) {
  const { limit, showMore } = usePageLimit(me, PAGE_SIZE)
  const query = useLiveQuery(() => loadProfileReads(me, limit), { key: me, page: limit })
  return { ...query, showMore }
}
