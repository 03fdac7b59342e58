import { describe, expect, it } from 'vitest'
import type { CoverableSession } from '@/lib/package-cover'
import { firstTicked } from './credit-line'

const session = (id: string): CoverableSession => ({
  id,
  datetime: '2030-01-01 02:00:00.000Z',
  status: 'confirmed',
  venue: '',
  price: 70,
  series: '',
})

describe('the sessions ticked at first', () => {
  it('all of them when the credits pay for all', () => {
    expect(firstTicked({ credits: 10, bookings: ['a', 'b', 'c'].map(session) })).toEqual([
      'a',
      'b',
      'c',
    ])
  })

  it('the soonest ones the credits pay for when there are more sessions', () => {
    expect(firstTicked({ credits: 2, bookings: ['a', 'b', 'c'].map(session) })).toEqual(['a', 'b'])
    expect(firstTicked({ credits: 0, bookings: ['a'].map(session) })).toEqual([])
  })
})
