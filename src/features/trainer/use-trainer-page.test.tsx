import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReviewRecord } from '@/lib/types'
import { pbStub, resetPbStub } from '@/testing/pb-stub'
import { useTrainerReviews } from './use-trainer-page'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

function review(trainer: string, n: number): ReviewRecord {
  return {
    id: `${trainer}-r${n}`,
    collectionId: 'reviews',
    collectionName: 'reviews',
    created: '2026-11-01 03:00:00.000Z',
    updated: '',
    booking: `${trainer}-b${n}`,
    trainer,
    author: `c${n}`,
    authorName: `Client ${n}`,
    rating: 5,
    text: `Review ${n} of ${trainer}`,
    hiddenAt: '',
    hiddenReason: '',
  }
}

const REVIEWS: Record<string, ReviewRecord[]> = {
  anna: Array.from({ length: 8 }, (_, n) => review('anna', n + 1)),
  ben: Array.from({ length: 3 }, (_, n) => review('ben', n + 1)),
}
/** Answers held back until the test releases them (a slow network). */
let held: (() => void)[] = []
let holding = false

beforeEach(() => {
  resetPbStub()
  held = []
  holding = false
  pbStub
    .collection('reviews')
    .getList.mockImplementation((page: number, perPage: number, options: { filter: string }) => {
      const trainer = /"([^"]+)"/.exec(options.filter)?.[1] ?? ''
      const all = REVIEWS[trainer] ?? []
      const answer = {
        page,
        perPage,
        totalItems: all.length,
        totalPages: Math.ceil(all.length / perPage),
        items: all.slice((page - 1) * perPage, page * perPage),
      }
      if (!holding) return Promise.resolve(answer)
      return new Promise((resolve) => held.push(() => resolve(answer)))
    })
})

const texts = (reviews: ReviewRecord[]) => reviews.map((item) => item.text)

describe('useTrainerReviews', () => {
  it("shows the new trainer's first page when the trainer changes, whatever answers come late", async () => {
    const { result, rerender } = renderHook(({ id }) => useTrainerReviews(id), {
      initialProps: { id: 'anna' },
    })
    await waitFor(() => expect(result.current.reviews).toHaveLength(5))
    expect(result.current.hasMore).toBe(true)
    // Anna's next page is slow; meanwhile the screen moves to Ben.
    holding = true
    act(() => result.current.showMore())
    holding = false
    rerender({ id: 'ben' })
    await waitFor(() =>
      expect(texts(result.current.reviews)).toEqual([
        'Review 1 of ben',
        'Review 2 of ben',
        'Review 3 of ben',
      ]),
    )
    act(() => held.forEach((release) => release()))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(texts(result.current.reviews)).toEqual([
      'Review 1 of ben',
      'Review 2 of ben',
      'Review 3 of ben',
    ])
    expect(result.current.hasMore).toBe(false)
  })

  it('adds the next reviews with Show more, and none past the last', async () => {
    const { result } = renderHook(() => useTrainerReviews('anna'))
    await waitFor(() => expect(result.current.reviews).toHaveLength(5))
    act(() => result.current.showMore())
    await waitFor(() => expect(result.current.reviews).toHaveLength(8))
    expect(texts(result.current.reviews).at(-1)).toBe('Review 8 of anna')
    expect(result.current.hasMore).toBe(false)
  })
})
