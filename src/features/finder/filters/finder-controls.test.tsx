// The finder's controls as a member meets them: the location box's region list, the folded
// phone panel's filter count, the view toggle's words, the sort, and what cards and rows show.
import '@/testing/dom-polyfills'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { LOCATIONS } from '@/content/options'
import { SG_PLACES } from '@/content/sg-places'
import { makeGymBuddy } from '@/testing/gym-buddies'
import { FinderFilters } from './finder-filters'
import { FinderResults } from '../cards/finder-results'
import { GymBuddyCard } from '../cards/gym-buddy-card'
import { GymBuddyRow } from '../cards/gym-buddy-row'
import { toFinderEntry } from './gym-buddy-filters'
import { LocationBox } from './location-box'
import { specializationOptions } from './specialization-options'

function renderLocationBox(onValueChange = vi.fn()) {
  render(
    <LocationBox
      id="finder-location"
      places={SG_PLACES}
      onFirstUse={() => {}}
      onValueChange={onValueChange}
    />,
  )
  return { box: screen.getByRole('combobox', { name: 'Location' }), onValueChange }
}

describe('the location box', () => {
  it('lists the nine regions when clicked', async () => {
    const { box } = renderLocationBox()
    await userEvent.click(box)
    const options = within(
      screen.getByRole('listbox', { name: 'Regions and places' }),
    ).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([...LOCATIONS])
  })

  it("lists a typed town's region with the places found, and takes it from the keyboard", async () => {
    const { box, onValueChange } = renderLocationBox()
    await userEvent.type(box, 'Tamp')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'East · Tampines, Tampines West, Tampines East',
      'Tampines · place in East',
      'Tampines West · place in East',
      'Tampines East · place in East',
    ])
    await userEvent.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id)
    await userEvent.keyboard('{Enter}')
    expect(box).toHaveValue('East')
    expect(onValueChange).toHaveBeenLastCalledWith('East')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('keeps a place chosen from the list as the place, not its region', async () => {
    const { box, onValueChange } = renderLocationBox()
    await userEvent.type(box, 'Tampines')
    const place = screen.getAllByRole('option')[1]
    expect(place).toHaveTextContent('Tampines · place in East')
    await userEvent.click(place)
    expect(box).toHaveValue('Tampines')
    expect(onValueChange).toHaveBeenLastCalledWith('Tampines')
  })
})

describe('the filter card', () => {
  it('says how many filters are set on the folded phone panel, and offers held specializations', async () => {
    render(
      <FinderFilters
        experienceLevel="More than 10 years"
        specialization="HIIT"
        freeDay=""
        freePart=""
        verified=""
        specializations={specializationOptions(['HIIT'])}
        activeCount={2}
        places={null}
        onPlacesWanted={() => {}}
        onChange={() => {}}
      />,
    )
    const toggle = screen.getByRole('button', { name: 'Filters' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(toggle)
    expect(screen.getByRole('button', { name: /^Filters\s*2 filters$/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    // Clear is offered and comes after the select (Tab order); the e2e proves the value uncut.
    const group = screen.getByRole('group', { name: 'Experience Level' })
    const clear = within(group).getByRole('button', { name: 'Clear' })
    const select = within(group).getByRole('combobox', { name: 'Experience Level' })
    expect(select.compareDocumentPosition(clear) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(group).getByText('More than 10 years')).toBeInTheDocument()
    expect(
      within(screen.getByRole('group', { name: 'Specialization' })).getByText('HIIT'),
    ).toBeInTheDocument()
  })
})

describe('the results header', () => {
  it('names the view it switches to, and shows the order', async () => {
    const onToggleView = vi.fn()
    const props = {
      entries: [],
      count: 3,
      onClearFilters: () => {},
      onToggleView,
      sort: 'price' as const,
      onSortChange: () => {},
    }
    const { rerender } = render(<FinderResults {...props} view="list" />)
    await userEvent.click(screen.getByRole('button', { name: 'View as Grid' }))
    expect(onToggleView).toHaveBeenCalled()
    rerender(<FinderResults {...props} view="cards" />)
    expect(screen.getByRole('button', { name: 'View as List' })).toBeInTheDocument()
    const sort = screen.getByRole('group', { name: 'Sort by' })
    expect(within(sort).getByText('Price: low to high')).toBeInTheDocument()
  })
})

describe('what a trainer shows', () => {
  const buddy = makeGymBuddy(
    { name: 'Ana Lim', email: 'ana@fit.sg', ratingAvg: 4.5, ratingCount: 12 },
    { preferredLocation: 'East' },
  )

  it('a list row shows the rating', () => {
    render(
      <MemoryRouter>
        <GymBuddyRow entry={toFinderEntry(buddy)} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument()
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument()
  })

  it('a card shows the email the trainer chose to show, and none otherwise', () => {
    const { unmount } = render(
      <MemoryRouter>
        <GymBuddyCard entry={toFinderEntry(buddy)} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'ana@fit.sg' })).toHaveAttribute(
      'href',
      'mailto:ana@fit.sg',
    )
    unmount()
    render(
      <MemoryRouter>
        <GymBuddyCard entry={toFinderEntry({ ...buddy, email: '' })} />
      </MemoryRouter>,
    )
    expect(screen.queryByText(/Email:/)).not.toBeInTheDocument()
  })
})
