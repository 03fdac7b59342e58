import { describe, expect, it } from 'vitest'
import { FINDER_VIEW_KEY, readFinderView, saveFinderView } from './finder-view'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('finder view', () => {
  it('starts as cards and remembers the list', () => {
    const storage = memoryStorage()
    expect(readFinderView(storage)).toBe('cards')
    saveFinderView(storage, 'list')
    expect(storage.getItem(FINDER_VIEW_KEY)).toBe('list')
    expect(readFinderView(storage)).toBe('list')
    saveFinderView(storage, 'cards')
    expect(readFinderView(storage)).toBe('cards')
  })

  it('reads anything else, no storage, or a blocked storage as cards', () => {
    expect(readFinderView({ getItem: () => 'grid' })).toBe('cards')
    expect(readFinderView(null)).toBe('cards')
    const blocked = {
      getItem: (): string | null => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(readFinderView(blocked)).toBe('cards')
    expect(() => saveFinderView(blocked, 'list')).not.toThrow()
  })
})
