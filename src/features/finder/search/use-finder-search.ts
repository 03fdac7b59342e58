// The finder's results, always from the server's search route (pb_hooks/lib/finder/finder_search.js):
// the browser keeps no trainer list of its own. Every change of the filters asks at once (no
// debounce: the count line must follow the keystroke); an answer that is no longer the newest
// question is dropped, and the older request aborted. "Show more" asks for the next page of the
// same question.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useAfterReconnecting } from '@/lib/connection'
import { toast } from '@/lib/toast'
import { MESSAGES } from '@/content/messages'
import { searchGymBuddies, type FinderPage } from './finder-api'
import { CARDS_PER_STEP } from '../cards/gym-buddy-list'
import { EMPTY_FILTERS, type FinderEntry, type GymBuddyFilters } from '../filters/gym-buddy-filters'
import type { FinderSort } from './finder-sort'

/** The unfiltered first cards and the exact total (the route's loader fetches them early). */
export interface FinderFirstPage {
  entries: readonly FinderEntry[]
  total: number
}

interface RemoteResults {
  /** The question these results answer (GymBuddyList starts over when it changes). */
  key: string
  entries: readonly FinderEntry[]
  total: number
}

export type FinderSearchState =
  | { status: 'loading' }
  | { status: 'loaded'; results: RemoteResults }
  | { status: 'failed'; error: unknown; retry: () => void }

// Every filter is in the key (a filter left out would not ask the server again when it changes).
const FILTER_FIELDS = Object.keys(EMPTY_FILTERS) as (keyof GymBuddyFilters)[]
const keyOf = (filters: GymBuddyFilters, sort: FinderSort) =>
  JSON.stringify([...FILTER_FIELDS.map((field) => filters[field]), sort])

const EMPTY_KEY = keyOf(EMPTY_FILTERS, 'recommended')

/** Whole steps of cards, so "Show more" pages line up with the first request. */
const roundUpToStep = (count: number) =>
  Math.max(CARDS_PER_STEP, Math.ceil(count / CARDS_PER_STEP) * CARDS_PER_STEP)

/** Whether `first` answers the question `key` with `wanted` cards: no request needed. */
const answers = (first: FinderFirstPage | null, key: string, wanted: number) =>
  !!first && key === EMPTY_KEY && first.entries.length >= Math.min(wanted, first.total)

export function useFinderSearch(
  filters: GymBuddyFilters,
  sort: FinderSort,
  /** The unfiltered first page the finder already has (no request needed for it). */
  first: FinderFirstPage | null,
  /** How many cards the first answer should hold (a restored "Show more" depth). */
  firstShown: number,
): { state: FinderSearchState; showMore: (count: number) => void } {
  const key = keyOf(filters, sort)
  // First cards the route's loader fetched show at once, without the loading text.
  const [state, setState] = useState<FinderSearchState>(() =>
    first && answers(first, key, roundUpToStep(firstShown))
      ? { status: 'loaded', results: { key, ...first } }
      : { status: 'loading' },
  )
  const [attempt, setAttempt] = useState(0)
  const latest = useRef({ key, controller: null as AbortController | null })
  const more = useRef<string | null>(null)
  const shownRef = useRef(firstShown)
  const firstRef = useRef(first)
  firstRef.current = first
  const failed = state.status === 'failed'
  useAfterReconnecting(() => {
    if (failed) setAttempt((current) => current + 1)
  })

  useEffect(() => {
    latest.current.controller?.abort()
    const controller = new AbortController()
    latest.current = { key, controller }
    more.current = null
    const wanted = roundUpToStep(shownRef.current)
    shownRef.current = CARDS_PER_STEP
    // The unfiltered first page the finder already has answers the first question.
    const given = firstRef.current
    firstRef.current = null
    if (attempt === 0 && given && answers(given, key, wanted)) {
      setState({ status: 'loaded', results: { key, ...given } })
      return
    }
    // The results on screen stay until the answer comes: the count never flashes "loading".
    searchGymBuddies(filters, sort, 1, wanted, controller.signal).then(
      (page: FinderPage) => {
        if (latest.current.key !== key || controller.signal.aborted) return
        setState({ status: 'loaded', results: { key, entries: page.entries, total: page.total } })
      },
      (error: unknown) => {
        if (latest.current.key !== key || controller.signal.aborted) return
        console.error(error)
        toast.error(MESSAGES.buddyListFailed)
        setState({ status: 'failed', error, retry: () => setAttempt((n) => n + 1) })
      },
    )
    // Only a new question (or a retry) asks again; the filters object follows the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt])

  const current = useRef({ state, filters, sort })
  current.current = { state, filters, sort }
  // Stable, so a keystroke does not re-render the results while its answer is on the way.
  const showMore = useCallback((count: number) => {
    const { state: now, filters: asked, sort: order } = current.current
    if (now.status !== 'loaded') return
    const { results } = now
    const loaded = results.entries.length
    if (loaded >= Math.min(count, results.total) || more.current === results.key) return
    more.current = results.key
    const signal = latest.current.controller?.signal
    searchGymBuddies(asked, order, loaded / CARDS_PER_STEP + 1, CARDS_PER_STEP, signal).then(
      (page) => {
        more.current = null
        setState((shown) =>
          shown.status === 'loaded' && shown.results.key === results.key
            ? {
                status: 'loaded',
                results: { ...results, entries: [...shown.results.entries, ...page.entries] },
              }
            : shown,
        )
      },
      (error: unknown) => {
        more.current = null
        if (latest.current.key === results.key) console.error(error)
      },
    )
  }, [])

  return { state, showMore }
}
