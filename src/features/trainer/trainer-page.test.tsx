import '@/testing/dom-polyfills'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeGymBuddy } from '@/testing/gym-buddies'
import { makeUserRecord } from '@/testing/user-area-records'
import type { ReviewRecord } from '@/lib/types'
import TrainerPage from './trainer-page'

const send = vi.hoisted(() => vi.fn())
vi.mock('@/lib/pocketbase', async () => ({
  pb: Object.assign((await import('@/testing/pb-stub')).pbStub, { send }),
}))

function review(n: number): ReviewRecord {
  return {
    id: `r${n}`,
    collectionId: 'reviews',
    collectionName: 'reviews',
    created: '2026-11-01 03:00:00.000Z',
    updated: '',
    booking: `b${n}`,
    trainer: 'coach1',
    author: `c${n}`,
    authorName: `Client ${n}`,
    rating: 5,
    text: `Review number ${n}`,
    hiddenAt: '',
    hiddenReason: '',
  }
}

const coach = makeGymBuddy(
  { id: 'coach1', name: 'Tom Coach', ratingAvg: 4.5, ratingCount: 7 },
  {
    specializations: ['Cardio', 'Running', 'Yoga', 'Pilates'],
    bio: 'Ten years on the track.',
    certifications: 'ACE CPT',
    weeklyHours: { mon: [9, 10], tue: [9, 10] },
    lateCancelPolicy: 'forfeit_credit',
  },
)

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/gym-buddy/coach1']}>
      <Routes>
        <Route path="/gym-buddy/:id" element={<TrainerPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

beforeEach(() => {
  resetPbStub()
  send.mockReset()
  send.mockResolvedValue({ answers: 4, medianMinutes: 95 })
  pbStub.collection('gym_buddies_view').getOne.mockResolvedValue(coach)
  pbStub.collection('reviews').getList.mockImplementation((page: number, perPage: number) =>
    Promise.resolve({
      items: [1, 2, 3, 4, 5, 6, 7].slice((page - 1) * perPage, page * perPage).map(review),
      totalItems: 7,
      totalPages: Math.ceil(7 / perPage),
    }),
  )
})

describe('TrainerPage', () => {
  it('shows the trainer, every specialization, hours, the late-cancel policy, reply time and the latest reviews', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Tom Coach' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument()
    expect(screen.getByText('(7 reviews)')).toBeInTheDocument()
    expect(screen.getByText('Usually replies within 2 hours')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Cardio', 'Running', 'Yoga', 'Pilates', 'Mon–Tue 09:00–11:00']),
    )
    expect(screen.getByText('Ten years on the track.')).toBeInTheDocument()
    expect(screen.getByText('ACE CPT')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Cancelling less than 12 hours before the start or not coming: a package session is spent.',
      ),
    ).toBeInTheDocument()
    expect(await screen.findByText('Review number 5')).toBeInTheDocument()
    expect(screen.queryByText('Review number 6')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await screen.findByText('Review number 7')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
  })

  it('links Book Session and Message', async () => {
    renderPage()
    expect(await screen.findByRole('link', { name: 'Book Session' })).toHaveAttribute(
      'href',
      '/book-session/coach1',
    )
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/user/chat/coach1',
    )
  })

  it('offers a signed-in member Report and Block, and Report on others’ reviews; a visitor neither', async () => {
    signInAs(makeUserRecord({ id: 'c2', userType: 'client' }))
    renderPage()
    expect(await screen.findByRole('button', { name: 'Report Tom Coach' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Block Tom Coach' })).toBeVisible()
    await screen.findByText('Review number 5')
    // Review 2 is the member's own: four of the five shown can be reported.
    expect(screen.getAllByRole('button', { name: 'Report review' })).toHaveLength(4)
  })

  it('shows a visitor no Report or Block', async () => {
    renderPage()
    await screen.findByText('Review number 1')
    expect(screen.queryByRole('button', { name: 'Block Tom Coach' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Report review' })).toBeNull()
  })

  it('offers no actions on the trainer’s own page', async () => {
    signInAs(makeUserRecord({ id: 'coach1', userType: 'trainer' }))
    renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Tom Coach' })
    expect(screen.queryByRole('link', { name: 'Book Session' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Message' })).not.toBeInTheDocument()
  })

  it('says nothing about reply time with fewer than 3 answers, and "New" without reviews', async () => {
    send.mockResolvedValue({ answers: 2, medianMinutes: 10 })
    pbStub
      .collection('gym_buddies_view')
      .getOne.mockResolvedValue({ ...coach, ratingAvg: 0, ratingCount: 0 })
    pbStub.collection('reviews').getList.mockResolvedValue({ items: [], totalItems: 0 })
    renderPage()
    expect(await screen.findByText('New')).toBeInTheDocument()
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument()
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument()
  })

  it('says when the trainer does not exist', async () => {
    pbStub.collection('gym_buddies_view').getOne.mockRejectedValue(pbError(404))
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('Gym buddy not found')
  })
})
