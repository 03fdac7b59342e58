import '@/testing/dom-polyfills'
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import FinderPage from './finder-page'
import { saveFinderMemory } from './search/finder-memory'
import { FINDER_RETURN_STATE } from '@/lib/finder-return'
import { CARDS_PER_STEP } from './cards/gym-buddy-list'
import type { GymBuddyRecord } from '@/lib/types'
import { makeGymBuddy } from '@/testing/gym-buddies'
import {
  EMPTY_FILTERS,
  toFinderEntry,
  type FinderEntry,
  type GymBuddyFilters,
} from './filters/gym-buddy-filters'
import type { FinderSort } from './search/finder-sort'

const api = vi.hoisted(() => ({ search: vi.fn(), held: vi.fn() }))
vi.mock('./search/finder-api', () => ({
  searchGymBuddies: api.search,
  fetchHeldSpecializations: api.held,
  MAX_SEARCH_LENGTH: 200,
  MAX_FILTER_TEXT_LENGTH: 100,
}))
// findBy* waits up to 5 s: eight engineers share two cores, and a 1 s wait flakes there.
configure({ asyncUtilTimeout: 5000 })

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function renderFinder() {
  render(
    <MemoryRouter>
      <FinderPage />
    </MemoryRouter>,
  )
}

const buddies = [
  makeGymBuddy({ name: 'Ana Lim' }, { specializations: ['Yoga'], preferredLocation: 'East' }),
  makeGymBuddy({ name: 'Ben Tan' }, { specializations: ['Boxing'], preferredLocation: 'West' }),
]

/** A stand-in for the search route's matching (the route itself: tests/finder-search.test.ts):
 * text contained in name, email or a specialization, location contained, level and
 * specialization exactly. */
function matches({ buddy, trainer }: FinderEntry, filters: GymBuddyFilters): boolean {
  const has = (text: string, part: string) => text.toLowerCase().includes(part.trim().toLowerCase())
  const specializations = trainer?.specializations ?? []
  const { search, location, experienceLevel, specialization } = filters
  if (search.trim()) {
    const inText = has(`${buddy.name}\n${buddy.email}`, search)
    if (!inText && !specializations.some((item) => has(item, search))) return false
  }
  if (location.trim() && !(trainer && has(trainer.preferredLocation, location))) return false
  if (experienceLevel && trainer?.experienceLevel !== experienceLevel) return false
  const chosen = specialization.toLowerCase()
  if (chosen && !specializations.some((item) => item.toLowerCase() === chosen)) return false
  return true
}

/** The server holding `records`: the search route's pages with exact totals. */
function serve(records: GymBuddyRecord[]) {
  const entries = records.map(toFinderEntry)
  api.held.mockResolvedValue([
    ...new Set(entries.flatMap((entry) => entry.trainer?.specializations ?? [])),
  ])
  api.search.mockImplementation(
    (filters: GymBuddyFilters, _sort: FinderSort, page: number, perPage: number) => {
      const found = entries.filter((entry) => matches(entry, filters))
      return Promise.resolve({
        entries: found.slice((page - 1) * perPage, page * perPage),
        total: found.length,
        totalPages: Math.ceil(found.length / perPage),
      })
    },
  )
}

// jsdom and user-event are slow on a busy machine: allow more than the default 5 s.
describe('FinderPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks()
    sessionStorage.clear() // what a previous test left in the finder is not "going back"
    api.search.mockReturnValue(new Promise(() => {}))
    api.held.mockResolvedValue([])
  })

  it('loads the public list with trainer profiles and counts it', async () => {
    serve(buddies)
    renderFinder()
    expect(
      screen.getByRole('heading', { name: 'Find Your Perfect Workout Gym Buddy' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Finding your perfect gym buddies...')).toBeInTheDocument()
    expect(await screen.findByText('2 gym buddies found')).toBeInTheDocument()
    // The first screenful from the search route: the browser never downloads the whole list.
    expect(api.search.mock.calls).toEqual([
      [EMPTY_FILTERS, 'recommended', 1, CARDS_PER_STEP, expect.anything()],
    ])
    expect(screen.getByRole('button', { name: 'View as List' })).toBeInTheDocument()
  })

  it('"Verified coaches" asks the search for verified trainers only, and the address says verified=1', async () => {
    serve(buddies)
    renderFinder()
    expect(await screen.findByText('2 gym buddies found')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Verified coaches' }))
    await waitFor(() =>
      expect(api.search).toHaveBeenLastCalledWith(
        { ...EMPTY_FILTERS, verified: '1' },
        'recommended',
        1,
        CARDS_PER_STEP,
        expect.anything(),
      ),
    )
    expect(screen.getByRole('checkbox', { name: 'Verified coaches' })).toBeChecked()
  })

  it('says the list could not load, with Retry, never an empty finder', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    api.search.mockRejectedValue(new Error('offline'))
    renderFinder()
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load gym buddies')
    expect(screen.queryByText(/gym buddies found/)).not.toBeInTheDocument()
    serve([makeGymBuddy({ name: 'Back Again' })])
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Back Again')).toBeInTheDocument()
  })

  it('narrows the list as the user types', async () => {
    serve(buddies)
    renderFinder()
    await screen.findByText('2 gym buddies found')
    const user = userEvent.setup({ delay: null })
    await user.type(
      screen.getByPlaceholderText('Search by name, email, or specialization...'),
      'yoga',
    )
    expect(await screen.findByText('1 gym buddy found')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Ana Lim' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Location'), 'west')
    expect(await screen.findByText('No gym buddies found')).toBeInTheDocument()
    expect(
      screen.getByText('Try adjusting your search criteria to find more gym buddies'),
    ).toBeInTheDocument()
  })

  it('offers Clear on a chosen select, and Clear Filters resets all four', async () => {
    serve(buddies)
    renderFinder()
    await screen.findByText('2 gym buddies found')
    const user = userEvent.setup({ delay: null })
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Search'), 'an')
    await user.type(screen.getByLabelText('Location'), 'e')
    await user.click(screen.getByRole('combobox', { name: 'Experience Level' }))
    await user.click(await screen.findByRole('option', { name: '1-2 years' }))
    await user.click(screen.getByRole('combobox', { name: 'Specialization' }))
    await user.click(await screen.findByRole('option', { name: 'Yoga' }))
    expect(screen.getAllByRole('button', { name: 'Clear' })).toHaveLength(2)
    expect(await screen.findByText('0 gym buddies found')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(await screen.findByText('2 gym buddies found')).toBeInTheDocument()
    expect(screen.getByLabelText('Search')).toHaveValue('')
    expect(screen.getByLabelText('Location')).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Experience Level' })).toHaveTextContent(
      'Any level',
    )
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument()
  })

  it('clears one select with its Clear button', async () => {
    serve(buddies)
    renderFinder()
    await screen.findByText('2 gym buddies found')
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('combobox', { name: 'Specialization' }))
    await user.click(await screen.findByRole('option', { name: 'Boxing' }))
    expect(await screen.findByText('1 gym buddy found')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(await screen.findByText('2 gym buddies found')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Specialization' })).toHaveFocus()
  })

  it('shows the error toast when the list cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    api.search.mockRejectedValue(new Error('offline'))
    renderFinder()
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load gym buddies'))
  })

  it('renders cards in steps while the count stays exact', async () => {
    const total = CARDS_PER_STEP + 4
    const many = Array.from({ length: total }, (_, i) => makeGymBuddy({ name: `Trainer ${i}` }))
    serve(many)
    renderFinder()
    expect(await screen.findByText(`${total} gym buddies found`)).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Book Session' })).toHaveLength(CARDS_PER_STEP)
    // Show more asks the server for the next page.
    await userEvent.click(await screen.findByRole('button', { name: 'Show more (4 remaining)' }))
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Book Session' })).toHaveLength(total),
    )
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument()
  })

  it('View as List switches to compact rows with the same count, and is remembered', async () => {
    localStorage.clear()
    serve(buddies)
    renderFinder()
    await screen.findByText('2 gym buddies found')
    const toggle = screen.getByRole('button', { name: 'View as List' })
    expect(screen.getByRole('list', { name: 'Gym buddy cards' })).toBeInTheDocument()
    await userEvent.click(toggle)
    // It names what it switches to.
    expect(toggle).toHaveAccessibleName('View as Grid')
    expect(screen.getByText('2 gym buddies found')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Gym buddy cards' })).not.toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Gym buddy list' })).toBeInTheDocument()
    const row = await screen.findByRole('article', { name: 'Ana Lim' })
    expect(row).toHaveTextContent('East')
    expect(screen.getAllByRole('link', { name: 'Book Session' })).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Message Ana Lim' })).toHaveAttribute(
      'href',
      `/user/chat/${buddies[0].id}`,
    )
    cleanup()
    renderFinder()
    await screen.findByText('2 gym buddies found')
    expect(screen.getByRole('button', { name: 'View as Grid' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Gym buddy list' })).toBeInTheDocument()
    localStorage.clear()
  })

  it("shows the loader's first cards and exact total at once, without asking again", async () => {
    const many = Array.from({ length: 30 }, (_, i) => makeGymBuddy({ name: `Trainer ${i}` }))
    render(
      <MemoryRouter>
        <FinderPage
          loaderData={{ entries: many.slice(0, CARDS_PER_STEP).map(toFinderEntry), total: 30 }}
        />
      </MemoryRouter>,
    )
    expect(screen.getByText('30 gym buddies found')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Book Session' })).toHaveLength(CARDS_PER_STEP)
    expect(screen.queryByText('Finding your perfect gym buddies...')).not.toBeInTheDocument()
    expect(api.search).not.toHaveBeenCalled()
  })

  it('searches on the server per keystroke; a late older answer never wins', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => makeGymBuddy({ name: `Trainer ${i}` }))
    serve(many)
    const answer = api.search.getMockImplementation()!
    let release = () => {}
    api.search.mockImplementation(
      (filters: GymBuddyFilters, sort: FinderSort, page: number, perPage: number) =>
        filters.search === 'trainer 1'
          ? new Promise(
              (resolve) => (release = () => resolve(answer(filters, sort, page, perPage))),
            )
          : answer(filters, sort, page, perPage),
    )
    renderFinder()
    expect(await screen.findByText('1200 gym buddies found')).toBeInTheDocument()
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Search'), 'trainer 10')
    // Trainer 10, 100-109, 1000-1099.
    expect(await screen.findByText('111 gym buddies found')).toBeInTheDocument()
    release()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByText('111 gym buddies found')).toBeInTheDocument()
    // Show more asks the server for the next page of the same search.
    await user.click(screen.getByRole('button', { name: 'Show more (105 remaining)' }))
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Book Session' })).toHaveLength(12),
    )
    expect(api.search).toHaveBeenLastCalledWith(
      {
        search: 'trainer 10',
        location: '',
        experienceLevel: '',
        specialization: '',
        freeDay: '',
        freePart: '',
        verified: '',
      },
      'recommended',
      2,
      CARDS_PER_STEP,
      expect.anything(),
    )
  })

  it('comes back with the search, filters and depth it was left with ("back to the finder" link)', async () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      makeGymBuddy(
        { name: `Coach ${String(index).padStart(2, '0')}` },
        { preferredLocation: 'East' },
      ),
    )
    serve(many)
    saveFinderMemory(sessionStorage, {
      entryKey: 'left',
      filters: {
        search: 'coach',
        location: 'east',
        experienceLevel: '',
        specialization: '',
        freeDay: '',
        freePart: '',
        verified: '',
      },
      shown: 18,
      scrollY: 0,
      sort: 'recommended',
    })
    render(
      <MemoryRouter initialEntries={[{ pathname: '/find-gym-buddy', state: FINDER_RETURN_STATE }]}>
        <FinderPage />
      </MemoryRouter>,
    )
    expect(await screen.findByText('20 gym buddies found')).toBeInTheDocument()
    expect(screen.getByLabelText('Search')).toHaveValue('coach')
    expect(screen.getByLabelText('Location')).toHaveValue('east')
    expect(screen.getByRole('list', { name: 'Gym buddy cards' }).children).toHaveLength(18)
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true')
  })

  it('starts clean on a new visit, whatever was left before', async () => {
    serve(buddies)
    saveFinderMemory(sessionStorage, {
      entryKey: 'left',
      filters: {
        search: 'ana',
        location: '',
        experienceLevel: '',
        specialization: '',
        freeDay: '',
        freePart: '',
        verified: '',
      },
      shown: 6,
      scrollY: 0,
      sort: 'recommended',
    })
    render(
      <MemoryRouter initialEntries={[{ pathname: '/find-gym-buddy', key: 'fresh' }]}>
        <FinderPage />
      </MemoryRouter>,
    )
    expect(await screen.findByText('2 gym buddies found')).toBeInTheDocument()
    expect(screen.getByLabelText('Search')).toHaveValue('')
  })
})
