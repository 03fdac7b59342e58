import { render, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { describe, expect, it, vi } from 'vitest'
import { GymBuddyCard } from './GymBuddyCard'
import { toFinderEntry } from './gymBuddyFilters'
import { makeGymBuddy } from '@/testing/gym-buddies'
import type { GymBuddyRecord, TrainerProfileRecord } from '@/lib/types'

vi.mock('@/lib/pocketbase', () => ({
  pb: {
    files: { getURL: (_r: unknown, file: string) => `/api/files/users/x/${file}?thumb=100x100` },
  },
}))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

function renderCard(
  buddy: Partial<Omit<GymBuddyRecord, 'expand'>> = {},
  profile: Partial<TrainerProfileRecord> | null = {},
) {
  const record = makeGymBuddy(buddy, profile)
  const { container } = render(
    <MemoryRouter>
      <GymBuddyCard entry={toFinderEntry(record)} />
    </MemoryRouter>,
  )
  return { record, card: within(container.querySelector('article')!) }
}

describe('GymBuddyCard', () => {
  it('shows the name, the fixed 4.5 rating as 4 filled stars, and the trainer profile', () => {
    const { card } = renderCard(
      { name: 'Ana Lim' },
      {
        rate: 75,
        experienceLevel: '6-10 years',
        preferredLocation: 'East',
        specializations: ['Yoga', 'Pilates', 'Boxing', 'Cardio', 'Dance'],
      },
    )
    expect(card.getByRole('heading', { name: 'Ana Lim' })).toBeInTheDocument()
    const stars = card.getByRole('img', { name: 'Rated 4.5 out of 5' })
    expect(stars.querySelectorAll('[data-filled="true"]')).toHaveLength(4)
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

  it('hides the rate when none is set (0)', () => {
    const { card } = renderCard({}, { rate: 0 })
    expect(card.queryByText(/\/session/)).not.toBeInTheDocument()
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
    const { card } = renderCard({ avatar: 'face.png' })
    const image = card.getByRole('presentation')
    expect(image).toHaveAttribute('src', '/api/files/users/x/face.png?thumb=100x100')
  })

  it('links Book Session to the booking screen and only announces messaging', async () => {
    const { card, record } = renderCard({ name: 'Ana Lim' })
    expect(card.getByRole('link', { name: 'Book Session' })).toHaveAttribute(
      'href',
      `/book-session/${record.id}`,
    )
    await userEvent.click(card.getByRole('button', { name: 'Message Ana Lim' }))
    expect(toast.info).toHaveBeenCalledWith('Messaging feature coming soon!')
  })
})
