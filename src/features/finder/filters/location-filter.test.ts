import { describe, expect, it } from 'vitest'
import { LOCATIONS } from '@/content/options'
import { SG_PLACES } from '@/content/sg-places'
import { locationQuery, placeKey, suggestPlaces, suggestRegions } from './location-filter'

describe('locationQuery', () => {
  it('is no filter for blank text', () => {
    expect(locationQuery('  ', SG_PLACES)).toBeNull()
  })

  it('takes a region named exactly as that region only', () => {
    expect(locationQuery('east', SG_PLACES)).toEqual({ regions: ['east'], contains: '', place: '' })
    expect(locationQuery('North-East', null)).toEqual({
      regions: ['northeast'],
      contains: '',
      place: '',
    })
  })

  it('takes a town, planning area or MRT station as its region, and names the place', () => {
    expect(locationQuery('Tampines', SG_PLACES)).toEqual({
      regions: ['east'],
      contains: '',
      place: 'tampines',
    })
    expect(locationQuery('jurong', SG_PLACES)).toEqual({
      regions: ['west'],
      contains: '',
      place: 'jurong',
    })
    expect(locationQuery('Raffles Place MRT', SG_PLACES)).toEqual({
      regions: ['central'],
      contains: '',
      place: 'raffles place',
    })
    expect(locationQuery('one north', SG_PLACES)).toEqual({
      regions: ['southwest'],
      contains: '',
      place: 'one-north',
    })
  })

  it('keeps other text a contains match, with the regions of the places it starts', () => {
    expect(locationQuery('tamp', SG_PLACES)).toEqual({
      regions: ['east'],
      contains: 'tamp',
      place: '',
    })
    expect(locationQuery('est', SG_PLACES)).toEqual({ regions: [], contains: 'est', place: '' })
    // Before the place table loads: the spec's contains match alone.
    expect(locationQuery('tamp', null)).toEqual({ regions: [], contains: 'tamp', place: '' })
  })
})

describe('the place table', () => {
  it('files every place under one of the nine regions, once', () => {
    expect(Object.keys(SG_PLACES).sort()).toEqual([...LOCATIONS].sort())
    const keys = Object.values(SG_PLACES).flatMap((places) => places.map(placeKey))
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('suggestRegions', () => {
  it('lists every region while the box is blank', () => {
    expect(suggestRegions('', SG_PLACES).map((s) => s.region)).toEqual([...LOCATIONS])
  })

  it('lists the regions typed text finds, with the places that found them', () => {
    expect(suggestRegions('Tamp', SG_PLACES)).toEqual([
      { region: 'East', places: ['Tampines', 'Tampines West', 'Tampines East'] },
    ])
    expect(suggestRegions('east', SG_PLACES)).toEqual([{ region: 'East', places: [] }])
    expect(suggestRegions('Bugis', SG_PLACES)).toEqual([{ region: 'Central', places: ['Bugis'] }])
  })
})

describe('suggestPlaces', () => {
  it('lists the places typed text starts (three letters or more), not a region named exactly', () => {
    expect(suggestPlaces('Tamp', SG_PLACES)).toEqual([
      { place: 'Tampines', region: 'East' },
      { place: 'Tampines West', region: 'East' },
      { place: 'Tampines East', region: 'East' },
    ])
    expect(suggestPlaces('ta', SG_PLACES)).toEqual([])
    expect(suggestPlaces('east', SG_PLACES)).toEqual([])
    expect(suggestPlaces('tamp', null)).toEqual([])
  })
})
