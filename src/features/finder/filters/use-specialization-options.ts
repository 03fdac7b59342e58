import { useEffect, useMemo, useState } from 'react'
import { fetchHeldSpecializations } from '../search/finder-api'
import { specializationOptions } from './specialization-options'

/**
 * The specialization filter's options: the ones listed trainers hold, asked of the server once a
 * visit. Until then the form's list alone.
 */
export function useSpecializationOptions(chosen: string): string[] {
  const [held, setHeld] = useState<string[]>([])
  useEffect(() => {
    const controller = new AbortController()
    fetchHeldSpecializations(controller.signal).then(setHeld, (error: unknown) => {
      // The list alone still filters: the held values are an extra.
      if (!controller.signal.aborted) console.error(error)
    })
    return () => controller.abort()
  }, [])
  return useMemo(() => specializationOptions(held, chosen), [held, chosen])
}
