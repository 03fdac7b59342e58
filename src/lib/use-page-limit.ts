import { useCallback, useState } from 'react'

/**
 * How many rows to load: one page, and a page more on each `showMore`, back to one page when
 * `key` (what the rows are of) changes.
 */
export function usePageLimit(key: string, pageSize: number) {
  const [shown, setShown] = useState({ key, limit: pageSize })
  const limit = shown.key === key ? shown.limit : pageSize
  const showMore = useCallback(
    () => setShown({ key, limit: limit + pageSize }),
    [key, limit, pageSize],
  )
  return { limit, showMore }
}
