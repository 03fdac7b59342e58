import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import LandingPage from './landing-page'

function renderLanding() {
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  )
}

describe('LandingPage', () => {
  it.each([
    ['Get Started Free', '/register'],
    ['Browse Gym Buddies', '/find-gym-buddy'],
    ['Sign in here', '/login'],
    ['Start Your Journey', '/register'],
    ['Explore Gym Buddies', '/find-gym-buddy'],
  ])('links %s to %s', (name, href) => {
    renderLanding()
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href)
  })

  it('makes every promise of the spec', () => {
    renderLanding()
    for (const heading of [
      'Find a Gym Buddy',
      'Easy Scheduling',
      'Location-Based Matching',
      'Goal-Oriented Matching',
      'Create a Profile',
      'Find Gym Buddies',
      'Book and Train',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument()
    }
    for (const text of ['Free to join', 'No setup fees', 'Cancel anytime']) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
    expect(screen.getByText(/calendar/)).toBeInTheDocument()
  })

  it('shows three sample testimonials with 5 stars each', () => {
    renderLanding()
    const ratings = screen.getAllByRole('img', { name: '5 out of 5 stars' })
    expect(ratings).toHaveLength(3)
    for (const rating of ratings) {
      expect(rating.querySelectorAll('[data-filled="true"]')).toHaveLength(5)
    }
  })
})
