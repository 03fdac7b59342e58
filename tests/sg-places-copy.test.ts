// The server's copy of the place table and of the location box's reading
// (pb_hooks/lib/sg_places.js) equals the app's (src/content/sg-places.ts,
// src/features/finder/location-filter.ts), so both finder modes find the same trainers.
import { describe, expect, it } from 'vitest'
import { LOCATIONS } from '@/content/options'
import { SG_PLACES } from '@/content/sg-places'
import { locationQuery } from '@/features/finder/location-filter'
import { hookLibrary } from './support/hook-library'

const library = hookLibrary('pb_hooks/lib/sg_places.js') as {
  REGIONS: string[]
  PLACES: Record<string, string[]>
  locationQuery: (text: string) => unknown
}

describe("the server's place table", () => {
  it('equals the app’s regions and places', () => {
    expect(library.REGIONS).toEqual([...LOCATIONS])
    expect(library.PLACES).toEqual(SG_PLACES)
  })

  const texts = [
    '',
    'East',
    'north east',
    'Tampines',
    'tamp',
    'Jurong East MRT station',
    'coast',
    'est',
    'e',
    'One-North',
    ...Object.values(SG_PLACES).flat(),
  ]
  it.each(texts)('reads %j as the app reads it', (text) => {
    expect(library.locationQuery(text)).toEqual(locationQuery(text, SG_PLACES))
  })
})
