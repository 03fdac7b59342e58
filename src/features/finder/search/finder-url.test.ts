import { describe, expect, it } from 'vitest'
import { EMPTY_FILTERS } from '../filters/gym-buddy-filters'
import { finderQueryString, readFinderQuery } from './finder-url'

describe('the finder address', () => {
  it('names nothing for a fresh finder', () => {
    expect(readFinderQuery('')).toBeNull()
    expect(readFinderQuery('?sort=recommended&page=2')).toBeNull()
  })

  it('reads the search, filters and order', () => {
    expect(
      readFinderQuery('?search=yoga&location=Tampines&experience=1-2+years&sort=price'),
    ).toEqual({
      filters: {
        search: 'yoga',
        location: 'Tampines',
        experienceLevel: '1-2 years',
        specialization: '',
        freeDay: '',
        freePart: '',
        verified: '',
      },
      sort: 'price',
    })
    expect(readFinderQuery('?freeDay=2026-12-01&freePart=evening')?.filters).toMatchObject({
      freeDay: '2026-12-01',
      freePart: 'evening',
    })
    expect(readFinderQuery('?specialization=HIIT&sort=nonsense')).toEqual({
      filters: { ...EMPTY_FILTERS, specialization: 'HIIT' },
      sort: 'recommended',
    })
  })

  it('reads and writes "Verified coaches" as verified=1, and only that', () => {
    expect(readFinderQuery('?verified=1')?.filters).toEqual({ ...EMPTY_FILTERS, verified: '1' })
    expect(readFinderQuery('?verified=yes')).toBeNull()
    expect(
      finderQueryString('?search=yoga', {
        filters: { ...EMPTY_FILTERS, search: 'yoga', verified: '1' },
        sort: 'recommended',
      }),
    ).toBe('?search=yoga&verified=1')
  })

  it('writes them back, leaving out what is empty and keeping other parameters', () => {
    const query = {
      filters: { ...EMPTY_FILTERS, location: 'Jurong East', search: '  ' },
      sort: 'rating' as const,
    }
    expect(finderQueryString('?utm=x&search=old', query)).toBe(
      '?utm=x&location=Jurong+East&sort=rating',
    )
    expect(
      finderQueryString('?location=East', { filters: EMPTY_FILTERS, sort: 'recommended' }),
    ).toBe('')
    expect(readFinderQuery(finderQueryString('', query))).toEqual({
      filters: { ...EMPTY_FILTERS, location: 'Jurong East' },
      sort: 'rating',
    })
  })
})
