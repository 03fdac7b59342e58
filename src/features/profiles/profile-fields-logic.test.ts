import { describe, expect, it } from 'vitest'
import {
  commaListError,
  joinCommaList,
  optionalNumberText,
  parseOptionalPositive,
  splitCommaList,
} from './profile-fields-logic'

describe('comma lists', () => {
  it('splits on commas, trims and drops blanks', () => {
    expect(splitCommaList(' Yoga, ,Boxing ,  Martial Arts,')).toEqual([
      'Yoga',
      'Boxing',
      'Martial Arts',
    ])
    expect(splitCommaList(' , ')).toEqual([])
  })

  it('shows a stored list, or older raw comma text, as the form text', () => {
    expect(joinCommaList(['Yoga', 'Boxing'])).toBe('Yoga, Boxing')
    expect(joinCommaList('Yoga,Boxing')).toBe('Yoga,Boxing')
    expect(joinCommaList(null)).toBe('')
  })
})

describe('commaListError', () => {
  const messages = { required: 'required', tooMany: 'too many', itemTooLong: 'too long' }
  const items = (count: number, length = 5) =>
    Array.from({ length: count }, (_, index) => String(index).padEnd(length, 'x'))

  it('accepts 1 to 20 items of up to 100 characters', () => {
    expect(commaListError(['Yoga'], messages)).toBeUndefined()
    expect(commaListError(items(20, 100), messages)).toBeUndefined()
  })

  it('names the first problem: none, more than 20, or an item over 100 characters', () => {
    expect(commaListError([], messages)).toBe('required')
    expect(commaListError(items(21), messages)).toBe('too many')
    expect(commaListError(items(21, 101), messages)).toBe('too many')
    expect(commaListError(['Yoga', 'y'.repeat(101)], messages)).toBe('too long')
  })

  it('counts characters as the server does (code points: an emoji is one)', () => {
    expect(commaListError(['😀'.repeat(100)], messages)).toBeUndefined()
    expect(commaListError(['😀'.repeat(101)], messages)).toBe('too long')
  })
})

describe('optional positive numbers', () => {
  it('reads empty as null, a positive number as itself, anything else as invalid', () => {
    expect(parseOptionalPositive('  ')).toBeNull()
    expect(parseOptionalPositive('80.5')).toBe(80.5)
    expect(parseOptionalPositive('0')).toBeNaN()
    expect(parseOptionalPositive('-5')).toBeNaN()
    expect(parseOptionalPositive('12abc')).toBeNaN()
  })

  it('shows the stored 0 (none) as an empty field', () => {
    expect(optionalNumberText(0)).toBe('')
    expect(optionalNumberText(75)).toBe('75')
  })
})
