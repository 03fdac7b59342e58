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
  const wishes = {
    fitnessGoals: ['Weight Loss'],
    preferredLocation: 'Central',
    experienceLevel: 'Beginner',
  }
  // The route's rows are flat, as the finder route answers them.
  const row = (name: string, specializations: string[], preferredLocation = 'East') =>
    makeGymBuddy(
      {
        name,
        trainer_profile: `tp-${name}`,
        specializations,
        experienceLevel: '3-5 years',
        preferredLocation,
      },
      null,
    )

  it("ranks the server's candidates, asked once a visit", async () => {
    signInAs(makeUserRecord({ id: 'me', userType: 'client' }))
    const route = pbStub.route('/api/gymbuddy/recommendations')
    route.mockResolvedValue({
      profile: wishes,
      items: [row('Yuri Yoga', ['Yoga'], 'Central'), row('Cara Cardio', ['Cardio'])],
    })
    const { result, rerender } = renderHook(({ enabled }) => useRecommendations(enabled), {
      initialProps: { enabled: true },
    })
    await waitFor(() => expect(result.current).toHaveLength(2))
    expect(result.current.map((pick) => [pick.entry.buddy.name, pick.reason])).toEqual([
      ['Cara Cardio', 'For your Weight Loss goal: Cardio'],
      ['Yuri Yoga', 'Trains in your region, Central'],
    ])
    // A filter hides them (enabled false), clearing it shows them again: still one request.
    rerender({ enabled: false })
    rerender({ enabled: true })
    expect(result.current).toHaveLength(2)
    expect(route).toHaveBeenCalledTimes(1)
    expect(pbStub.collection('client_profiles').getFirstListItem).not.toHaveBeenCalled()
  })

  it('gives a member without a profile, a visitor and a failed request nothing', async () => {
    const route = pbStub.route('/api/gymbuddy/recommendations')
    const visitor = renderHook(() => useRecommendations(true))
    expect(visitor.result.current).toEqual([])
    expect(route).not.toHaveBeenCalled()
    visitor.unmount()

    signInAs(makeUserRecord({ id: 'me' }))
    route.mockResolvedValue({ profile: null, items: [] })
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
