import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { makeGymBuddy } from '@/testing/gym-buddies'
import { toFinderEntry } from '../filters/gym-buddy-filters'
import { RecommendedTrainers } from './recommended-trainers'

const pick = (name: string, reason: string) => ({
  entry: toFinderEntry(makeGymBuddy({ name }, { specializations: ['Cardio'] })),
  reason,
})

describe('RecommendedTrainers', () => {
  it('shows the picks under "Recommended for you" in the order given, each with its reason', () => {
    render(
      <MemoryRouter>
        <RecommendedTrainers
          recommendations={[
            pick('Zed Cardio', 'For your Weight Loss goal: Cardio. Also trains in Central'),
            pick('Amy Cardio', 'For your Weight Loss goal: Cardio'),
          ]}
        />
      </MemoryRouter>,
    )
    const section = screen.getByRole('region', { name: 'Recommended for you' })
    const cards = within(section).getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Zed Cardio',
      'Amy Cardio',
    ])
    expect(
      within(cards[0]).getByText('For your Weight Loss goal: Cardio. Also trains in Central'),
    ).toBeInTheDocument()
    expect(within(cards[1]).getByText('For your Weight Loss goal: Cardio')).toBeInTheDocument()
  })

  it('shows nothing without picks', () => {
    const { container } = render(<RecommendedTrainers recommendations={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
