import { useCallback, useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import { MESSAGES } from '@/content/messages'
import { FinderFilters } from './filters/finder-filters'
import { FINDER_PAGE_CLASS, FinderHeading } from './finder-heading'
import { FinderLoading, FinderResults } from './cards/finder-results'
import { EMPTY_FILTERS, hasActiveFilters, type GymBuddyFilters } from './filters/gym-buddy-filters'
import type { FinderLoaderData } from './finder-loader'
import { useFinderSearch } from './search/use-finder-search'
import { CARDS_PER_STEP } from './cards/gym-buddy-list'
import { RecommendedTrainers } from './recommendations/recommended-trainers'
import { useRecommendations } from './recommendations/use-recommendations'
import {
  browserStorage,
  readFinderView,
  saveFinderView,
  type FinderView,
} from './search/finder-view'
import { useFinderMemory, useRecalledFinderMemory } from './search/use-finder-memory'
import { finderQueryString, readFinderQuery } from './search/finder-url'
import type { FinderSort } from './search/finder-sort'
import { usePlaceTable } from './filters/use-place-table'
import { useSpecializationOptions } from './filters/use-specialization-options'

/** The address follows the filters this long after the last keystroke (Back and reload restore
 * from the finder's memory in between). */
const ADDRESS_DELAY_MS = 250

/** Writes the filters and order into the address without a navigation (no loader, no render). */
function writeAddress(finderPath: string, filters: GymBuddyFilters, sort: FinderSort) {
  const { pathname, search, hash } = window.location
  // Already on the next screen (its route still loading): its address is not the finder's.
  if (pathname !== finderPath) return
  const query = finderQueryString(search, { filters, sort })
  if (query === search) return
  try {
    window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`)
  } catch {
    // Safari refuses a burst of address changes: the next change writes it.
  }
}

/** /find-gym-buddy and /book-session; the router passes `loaderData`. */
export default function FinderPage({ loaderData }: { loaderData?: FinderLoaderData | null }) {
  const memory = useRecalledFinderMemory()
  const address = useLocation()
  // What the member left (Back, reload, a "back to the finder" link), else a shared address.
  const [start] = useState(() => memory ?? readFinderQuery(address.search))
  const [filters, setFilters] = useState<GymBuddyFilters>(start?.filters ?? EMPTY_FILTERS)
  const [sort, setSort] = useState<FinderSort>(start?.sort ?? 'recommended')
  useEffect(() => {
    const timer = setTimeout(() => writeAddress(address.pathname, filters, sort), ADDRESS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [address.pathname, filters, sort])
  // Each focus of the location box asks for the place table (again, if it failed to load).
  const [placesAsked, setPlacesAsked] = useState(0)
  const places = usePlaceTable(placesAsked > 0 || filters.location.trim() !== '', placesAsked)
  const wantPlaces = useCallback(() => setPlacesAsked((count) => count + 1), [])
  // The server searches: each change of the filters asks it (use-finder-search.ts).
  const search = useFinderSearch(filters, sort, loaderData ?? null, memory?.shown ?? CARDS_PER_STEP)
  // The server answers the candidates once a visit, asked once no filter is set; hidden while a
  // filter narrows the list.
  const recommendations = useRecommendations(!hasActiveFilters(filters))
  const specializations = useSpecializationOptions(filters.specialization)
  const ready = search.state.status === 'loaded'
  // Going back to the finder gives back its filters, "Show more" depth and scroll position.
  const onShownChange = useFinderMemory(memory, filters, sort, ready, recommendations)
  const updateFilters = useCallback(
    (patch: Partial<GymBuddyFilters>) => setFilters((current) => ({ ...current, ...patch })),
    [],
  )
  // The text boxes own what is typed: a new key remounts the filter card empty.
  const [filtersKey, setFiltersKey] = useState(0)
  const typed = filtersKey === 0 ? start?.filters : undefined
  const [view, setView] = useState<FinderView>(() => readFinderView(browserStorage()))
  const toggleView = useCallback(() => {
    const next = view === 'list' ? 'cards' : 'list'
    saveFinderView(browserStorage(), next)
    setView(next)
  }, [view])
  const clearFilters = useCallback(() => {
    setFilters(EMPTY_FILTERS)
    setFiltersKey((key) => key + 1)
  }, [])

  const activeCount = Object.values(filters).filter((value) => value.trim() !== '').length
  let body
  if (search.state.status === 'loaded') {
    const { results } = search.state
    body = (
      <FinderResults
        entries={results.entries}
        count={results.total}
        onClearFilters={clearFilters}
        view={view}
        onToggleView={toggleView}
        sort={sort}
        onSortChange={setSort}
        initialShown={memory?.shown}
        onShownChange={onShownChange}
        searchedOnServer={{ listKey: results.key, onNeedRows: search.showMore }}
      />
    )
  } else if (search.state.status === 'failed') {
    body = (
      <LoadFailed
        title={MESSAGES.buddyListFailed}
        what="gym buddies"
        error={search.state.error}
        onRetry={search.state.retry}
      />
    )
  } else {
    body = <FinderLoading />
  }

  return (
    <div className={FINDER_PAGE_CLASS}>
      <title>Find Gym Buddy · GymBuddy</title>
      <FinderHeading />
      <FinderFilters
        key={filtersKey}
        initialSearch={typed?.search}
        initialLocation={typed?.location}
        experienceLevel={filters.experienceLevel}
        specialization={filters.specialization}
        freeDay={filters.freeDay}
        freePart={filters.freePart}
        verified={filters.verified}
        specializations={specializations}
        activeCount={activeCount}
        places={places}
        onPlacesWanted={wantPlaces}
        onChange={updateFilters}
      />
      {!hasActiveFilters(filters) && <RecommendedTrainers recommendations={recommendations} />}
      {body}
    </div>
  )
}
