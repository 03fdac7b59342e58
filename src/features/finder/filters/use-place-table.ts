// Singapore's place table (src/content/sg-places.ts) loads once the location box is first used
// or the finder opens with a location: the finder's first load carries none of it.
import { useEffect, useState } from 'react'
import type { PlaceTable } from './location-filter'

let loaded: PlaceTable | null = null
let loading: Promise<PlaceTable> | null = null

function loadPlaceTable(): Promise<PlaceTable> {
  loading ??= import('@/content/sg-places').then((module) => (loaded = module.SG_PLACES))
  return loading
}

/** The table once `wanted` has been true (null until it arrives); a new `attempt` retries a
 * failed load (the box focused again). */
export function usePlaceTable(wanted: boolean, attempt = 0): PlaceTable | null {
  const [table, setTable] = useState<PlaceTable | null>(loaded)
  useEffect(() => {
    if (!wanted || table) return
    let current = true
    loadPlaceTable().then(
      (module) => current && setTable(module),
      // Offline: the box keeps the regions' names and the contains match until the next try.
      () => (loading = null),
    )
    return () => {
      current = false
    }
  }, [wanted, table, attempt])
  return table
}
