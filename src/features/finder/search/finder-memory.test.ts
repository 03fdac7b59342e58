import { describe, expect, it } from 'vitest'
import { FINDER_MEMORY_KEY, recallFinderMemory, saveFinderMemory } from './finder-memory'
import { FINDER_RETURN_STATE } from '@/lib/finder-return'

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

const left = {
  entryKey: 'abc',
  filters: {
    search: 'yoga',
    location: 'East',
    experienceLevel: '3-5 years',
    specialization: '',
    freeDay: '',
    freePart: '',
    verified: '',
  },
  shown: 18,
  scrollY: 1200,
  sort: 'recommended' as const,
}

describe('finder memory', () => {
  it('gives the finder back on Back (same history entry)', () => {
    const store = memoryStore()
    saveFinderMemory(store, left)
    expect(recallFinderMemory(store, 'abc', null)).toEqual(left)
  })

  it('gives it back through a "back to the finder" link', () => {
    const store = memoryStore()
    saveFinderMemory(store, left)
    expect(recallFinderMemory(store, 'new', FINDER_RETURN_STATE)).toEqual({
      ...left,
      entryKey: 'new',
    })
  })

  it('starts clean on a fresh visit (a new history entry without the link state)', () => {
    const store = memoryStore()
    saveFinderMemory(store, left)
    expect(recallFinderMemory(store, 'other', null)).toBeNull()
    expect(recallFinderMemory(memoryStore(), 'abc', FINDER_RETURN_STATE)).toBeNull()
  })

  it('ignores what it cannot read and blocked storage', () => {
    expect(
      recallFinderMemory(memoryStore({ [FINDER_MEMORY_KEY]: '{oops' }), 'abc', null),
    ).toBeNull()
    const odd = memoryStore({
      [FINDER_MEMORY_KEY]: JSON.stringify({ entryKey: 'abc', filters: { search: 5 }, shown: -3 }),
    })
    expect(recallFinderMemory(odd, 'abc', null)).toEqual({
      entryKey: 'abc',
      filters: {
        search: '',
        location: '',
        experienceLevel: '',
        specialization: '',
        freeDay: '',
        freePart: '',
        verified: '',
      },
      sort: 'recommended',
      shown: 0,
      scrollY: 0,
    })
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(() => saveFinderMemory(blocked, left)).not.toThrow()
    expect(recallFinderMemory(blocked, 'abc', null)).toBeNull()
  })
})

describe('finder memory on a page opened afresh', () => {
  it('starts clean even when the stored entry key matches ("default")', () => {
    const store = memoryStore()
    saveFinderMemory(store, { ...left, entryKey: 'default' })
    expect(recallFinderMemory(store, 'default', null, true)).toBeNull()
    expect(recallFinderMemory(store, 'default', null, false)?.filters.search).toBe('yoga')
  })
})
