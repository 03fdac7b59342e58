// The place table is one file that both the app and the server read
// (pb_hooks/lib/venues/sg_places.json); the server's copy of the location box's reading
// (pb_hooks/lib/venues/sg_places.js) reads every place and text as the app's does
// (src/features/finder/filters/location-filter.ts), so the finder's route finds what the box promises.
import { describe, expect, it } from 'vitest'
import { LOCATIONS } from '@/content/options'
import { placeNamed, SG_PLACES, VENUE_REGION_OF, VENUE_REGIONS } from '@/content/sg-places'
import { locationQuery } from '@/features/finder/filters/location-filter'
import { hookLibrary } from './support/hook-library'

const library = hookLibrary('pb_hooks/lib/venues/sg_places.js') as {
  REGIONS: string[]
  PLACES: Record<string, string[]>
  VENUE_REGIONS: string[]
  VENUE_REGION_OF: Record<string, string>
  locationQuery: (text: string) => unknown
  placeNamed: (text: string) => unknown
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
    // A venue's place: the same place and region as the venue form finds.
    expect(library.placeNamed(text)).toEqual(placeNamed(text))
  })

  it('gives a venue one of the five regions Singaporeans use, as the app does', () => {
    expect(library.VENUE_REGIONS).toEqual([...VENUE_REGIONS])
    expect(library.VENUE_REGION_OF).toEqual(VENUE_REGION_OF)
    expect(Object.keys(VENUE_REGION_OF).sort()).toEqual([...LOCATIONS].sort())
    expect(placeNamed('Tampines MRT')).toEqual({ place: 'Tampines', region: 'East' })
    expect(placeNamed('Katong')).toEqual({ place: 'Katong', region: 'East' })
    expect(placeNamed('Tiong Bahru')).toEqual({ place: 'Tiong Bahru', region: 'Central' })
  })
})
