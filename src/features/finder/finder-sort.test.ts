import { describe, expect, it } from 'vitest'
import { makeGymBuddy } from '@/testing/gym-buddies'
import { toFinderEntry } from './gym-buddy-filters'
import { sortEntries } from './finder-sort'

const trainer = (name: string, rate: number, ratingAvg: number, ratingCount: number) =>
  toFinderEntry({ ...makeGymBuddy({ name }, { rate }), ratingAvg, ratingCount })

const list = [
  trainer('Ana', 0, 4.5, 2),
  trainer('Ben', 80, 0, 0),
  trainer('Cai', 60, 4.5, 9),
  trainer('Dee', 80, 3, 1),
]
const names = (entries: ReturnType<typeof sortEntries>) => entries.map((e) => e.buddy.name)

describe('sortEntries', () => {
  it('keeps the finder’s own order for Recommended', () => {
    expect(names(sortEntries(list, 'recommended'))).toEqual(['Ana', 'Ben', 'Cai', 'Dee'])
  })

  it('puts the best rated first, the most reviewed first among equals', () => {
    expect(names(sortEntries(list, 'rating'))).toEqual(['Cai', 'Ana', 'Dee', 'Ben'])
  })

  it('puts the cheapest first and "Rate on request" last, ties by name', () => {
    expect(names(sortEntries(list, 'price'))).toEqual(['Cai', 'Ben', 'Dee', 'Ana'])
  })
})
