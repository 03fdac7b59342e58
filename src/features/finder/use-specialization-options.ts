import { useEffect, useMemo, useState } from 'react'
import { fetchHeldSpecializations } from './finder-api'
import type { FinderEntry } from './gym-buddy-filters'
import { heldSpecializations, specializationOptions } from './specialization-options'

/**
 * The specialization filter's options: from the loaded list, or asked of the server once when it
 * searches (past the browser's list). Until then the form's list alone.
 */
export function useSpecializationOptions(
  entries: readonly FinderEntry[] | null,
  remote: boolean,
  chosen: string,
): string[] {
  const [asked, setAsked] = useState<string[]>([])
  useEffect(() => {
    if (!remote) return
    const controller = new AbortController()
    fetchHeldSpecializations(controller.signal).then(setAsked, (error: unknown) => {
      // The list alone still filters: the held values are an extra.
      if (!controller.signal.aborted) console.error(error)
    })
    return () => controller.abort()
  }, [remote])
  const held = useMemo(() => (entries ? heldSpecializations(entries) : asked), [entries, asked])
  return useMemo(() => specializationOptions(held, chosen), [held, chosen])
}
