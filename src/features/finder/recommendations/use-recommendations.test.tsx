import { renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeGymBuddy } from '@/testing/gym-buddies'
import { makeUserRecord } from '@/testing/user-area-records'
import { useRecommendations } from './use-recommendations'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

beforeEach(() => resetPbStub())

describe('useRecommendations', () => {
  // The route's rows are flat, as the finder route answers them, each with its reason.
  const pick = (name: string, reason: string) => ({
    ...makeGymBuddy(
      {
        name,
        trainer_profile: `tp-${name}`,
        specializations: ['Yoga'],
        experienceLevel: '3-5 years',
        preferredLocation: 'East',
      },
      null,
    ),
    reason,
  })

  it("shows the server's picks in its order with its reasons, asked once a visit", async () => {
    signInAs(makeUserRecord({ id: 'me', userType: 'client' }))
    const route = pbStub.route('/api/gymbuddy/recommendations')
    // Not in name order: the browser keeps the server's order.
    route.mockResolvedValue({
      items: [
        pick('Yuri Yoga', 'Trains in your region, Central'),
        pick('Cara Cardio', 'For your Weight Loss goal: Cardio'),
      ],
    })
    const { result, rerender } = renderHook(({ enabled }) => useRecommendations(enabled), {
      initialProps: { enabled: true },
    })
    await waitFor(() => expect(result.current).toHaveLength(2))
    expect(result.current.map((shown) => [shown.entry.buddy.name, shown.reason])).toEqual([
      ['Yuri Yoga', 'Trains in your region, Central'],
      ['Cara Cardio', 'For your Weight Loss goal: Cardio'],
    ])
    // Each card reads the row as a finder card does.
    expect(result.current[0].entry.trainer?.specializations).toEqual(['Yoga'])
    expect(result.current[0].entry.buddy).not.toHaveProperty('reason')
    // A filter hides them (enabled false), clearing it shows them again: still one request.
    rerender({ enabled: false })
    rerender({ enabled: true })
    expect(result.current).toHaveLength(2)
    expect(route).toHaveBeenCalledTimes(1)
    expect(pbStub.collection('client_profiles').getFirstListItem).not.toHaveBeenCalled()
  })

  it('gives a member without a profile, a visitor and a failed request nothing', async () => {
    const route = pbStub.route('/api/gymbuddy/recommendations')
    route.mockResolvedValue({ items: [] })
    const visitor = renderHook(() => useRecommendations(true))
    expect(visitor.result.current).toEqual([])
    // The route answers visitors 401 (a console error in their finder): never asked. A call
    // would be out within a few milliseconds (the same path as the member's below).
    await expect(
      waitFor(() => expect(route).toHaveBeenCalled(), { timeout: 300 }),
    ).rejects.toThrow()
    visitor.unmount()

    signInAs(makeUserRecord({ id: 'me' }))
    const member = renderHook(() => useRecommendations(true))
    await waitFor(() => expect(route).toHaveBeenCalledTimes(1))
    expect(member.result.current).toEqual([])
    member.unmount()

    const failing = vi.spyOn(console, 'error').mockImplementation(() => {})
    route.mockRejectedValue(pbError(500))
    const failed = renderHook(() => useRecommendations(true))
    await waitFor(() => expect(failing).toHaveBeenCalled())
    expect(failed.result.current).toEqual([])
    failing.mockRestore()
  })
})
