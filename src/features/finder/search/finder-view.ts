// Cards or a compact list (View as List), remembered across visits in this browser.

export type FinderView = 'cards' | 'list'

export const FINDER_VIEW_KEY = 'gymbuddy:finder-view'

/** The remembered view; cards when nothing (or something unreadable) is stored. */
export function readFinderView(storage: Pick<Storage, 'getItem'> | null): FinderView {
  try {
    return storage?.getItem(FINDER_VIEW_KEY) === 'list' ? 'list' : 'cards'
  } catch {
    return 'cards' // storage can be blocked (privacy settings): the view just is not remembered
  }
}

export function saveFinderView(storage: Pick<Storage, 'setItem'> | null, view: FinderView): void {
  try {
    storage?.setItem(FINDER_VIEW_KEY, view)
  } catch {
    // not remembered, still switched
  }
}

/** localStorage when the browser lets us touch it. */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
