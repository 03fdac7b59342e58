import { render, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { GymBuddyCard } from './gym-buddy-card'
import { toFinderEntry } from '../filters/gym-buddy-filters'
import { makeGymBuddy } from '@/testing/gym-buddies'
import type { GymBuddyRecord, TrainerProfileRecord } from '@/lib/types'

function renderCard(
  buddy: Partial<Omit<GymBuddyRecord, 'expand'>> = {},
  profile: Partial<TrainerProfileRecord> | null = {},
  own = false,
) {
  const record = makeGymBuddy(buddy, profile)
  const { container } = render(
    <MemoryRouter>
      <GymBuddyCard entry={toFinderEntry(record)} own={own} />
    </MemoryRouter>,
  )
  return { record, card: within(container.querySelector('article')!) }
}

describe('GymBuddyCard', () => {
  it('names the venue a place search matched', () => {
    const { card } = renderCard({
      name: 'Bo Central',
      venueHere: { name: 'ActiveSG Tampines', place: 'Tampines', area: 'East' },
    })
    expect(card.getByText('ActiveSG Tampines, Tampines')).toBeInTheDocument()
    expect(renderCard({ name: 'Ada East' }).card.queryByText(/Venue:/)).toBeNull()
  })

  it('under "Free on" shows that day’s free hours and opens the trainer page and Book Session on it', () => {
    const { card, record } = renderCard({
      name: 'Wanda Wed',
      nextFree: '2026-11-29T01:00:00.000Z',
      freeOn: {
        day: '2026-12-02',
        hours: ['2026-12-02T02:00:00.000Z', '2026-12-02T06:00:00.000Z'],
      },
    })
    expect(card.getByText('Free Wed 2 Dec: 10 am, 2 pm')).toBeInTheDocument()
    expect(card.queryByText(/Next free/)).toBeNull()
    expect(card.getByRole('link', { name: 'Wanda Wed' })).toHaveAttribute(
      'href',
      `/gym-buddy/${record.id}?day=2026-12-02`,
    )
    expect(card.getByRole('link', { name: 'Book Session' })).toHaveAttribute(
      'href',
      `/book-session/${record.id}?day=2026-12-02`,
    )
  })

  it('names each verified credential of the trainer, and shows no badge without one', () => {
    const { card } = renderCard({
      name: 'Verified Vera',
      verified: true,
      badges: [
        { kind: 'nrep', title: 'NREP registration', expiresAt: '' },
        { kind: 'cpr_aed', title: 'CPR/AED certificate', expiresAt: '2027-03-31 15:59:59.999Z' },
      ],
    })
    const badges = card.getByRole('list', { name: 'Verified credentials' })
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['NREP verified', 'CPR/AED valid until Mar 2027'])
    const plain = renderCard({ name: 'Plain Paul', verified: false, badges: [] }).card
    expect(plain.queryByRole('list', { name: 'Verified credentials' })).toBeNull()
  })

  it('shows the name linking to the trainer page, the real rating, and the trainer profile', () => {
    const { card, record } = renderCard(
      { name: 'Ana Lim', ratingAvg: 4.5, ratingCount: 12 },
      {
        rate: 75,
        experienceLevel: '6-10 years',
        preferredLocation: 'East',
        specializations: ['Yoga', 'Pilates', 'Boxing', 'Cardio', 'Dance'],
      },
    )
    expect(card.getByRole('heading', { name: 'Ana Lim' })).toBeInTheDocument()
    expect(card.getByRole('link', { name: 'Ana Lim' })).toHaveAttribute(
      'href',
      `/gym-buddy/${record.id}`,
    )
    const stars = card.getByRole('img', { name: 'Rated 4.5 out of 5' })
    expect(stars.querySelectorAll('[data-filled="true"]')).toHaveLength(4)
    expect(stars.querySelectorAll('[data-fill="half"]')).toHaveLength(1)
    expect(card.getByText('(12 reviews)')).toBeInTheDocument()
    expect(card.getByText('$75/session')).toBeInTheDocument()
    expect(card.getByText('6-10 years')).toBeInTheDocument()
    expect(card.getByText('East')).toBeInTheDocument()
    const specializations = card.getByRole('list', { name: 'Specializations' })
    expect(
      within(specializations)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Yoga', 'Pilates', 'Boxing', '+2 more'])
  })

  it('shows "New" in place of the rating for a trainer without reviews', () => {
    const { card } = renderCard({ ratingAvg: 0, ratingCount: 0 })
    expect(card.getByText('New')).toBeInTheDocument()
    expect(card.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument()
  })

  it('says why a recommended card is recommended', () => {
    const record = makeGymBuddy({ name: 'Ava' }, { specializations: ['Cardio'] })
    const { getByText } = render(
      <MemoryRouter>
        <GymBuddyCard entry={toFinderEntry(record)} reason="For your Weight Loss goal: Cardio" />
      </MemoryRouter>,
    )
    expect(getByText('For your Weight Loss goal: Cardio')).toBeInTheDocument()
  })

  it('says "Rate on request" when no rate is set (0)', () => {
    const { card } = renderCard({}, { rate: 0 })
    expect(card.getByText('Rate on request')).toBeInTheDocument()
    expect(card.queryByText(/\/session/)).not.toBeInTheDocument()
  })

  it('shows a rate with cents to two decimals', () => {
    const { card } = renderCard({}, { rate: 85.5 })
    expect(card.getByText('$85.50/session')).toBeInTheDocument()
  })

  it('shows only name and rating without a trainer profile', () => {
    const { card } = renderCard({ name: 'Cai Wong' }, null)
    expect(card.getByRole('heading', { name: 'Cai Wong' })).toBeInTheDocument()
    expect(card.queryByRole('list', { name: 'Specializations' })).not.toBeInTheDocument()
  })

  it.each([
    [{ name: 'zoe', email: 'a@b.sg' }, 'Z'],
    [{ name: '', email: 'mia@b.sg' }, 'M'],
    [{ name: '', email: '' }, 'G'],
  ])('falls back from the avatar file to a letter: %j → %s', (buddy, letter) => {
    const { card } = renderCard(buddy)
    expect(card.getByText(letter)).toBeInTheDocument()
  })

  it('shows the avatar thumb when a file is set', () => {
    const { card, record } = renderCard({ avatar: 'face.png' })
    const image = card.getByRole('presentation')
    // The URL the SDK's pb.files.getURL gives, built without loading the SDK.
    expect(image).toHaveAttribute(
      'src',
      `${window.location.origin}/api/files/gym_buddies_view_id/${record.id}/face.png?thumb=100x100`,
    )
  })

  it('links Book Session to the booking screen and the message icon to the chat', () => {
    const { card, record } = renderCard({ name: 'Ana Lim' })
    expect(card.getByRole('link', { name: 'Book Session' })).toHaveAttribute(
      'href',
      `/book-session/${record.id}`,
    )
    expect(card.getByRole('link', { name: 'Message Ana Lim' })).toHaveAttribute(
      'href',
      `/user/chat/${record.id}`,
    )
  })

  it('offers a trainer neither Book Session nor Message on their own card', () => {
    const { card } = renderCard({ name: 'Ana Lim' }, {}, true)
    expect(card.queryByRole('link', { name: 'Book Session' })).not.toBeInTheDocument()
    expect(card.queryByRole('link', { name: /Message/ })).not.toBeInTheDocument()
    expect(card.getByText('This is your card.')).toBeInTheDocument()
  })
})
