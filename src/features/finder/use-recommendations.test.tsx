import { renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import { pbError } from '@/testing/pocketbase-error'
import { makeGymBuddy } from '@/testing/gym-buddies'
import { makeUserRecord } from '@/testing/user-area-records'
import { toFinderEntry } from './gym-buddy-filters'
import { useRecommendations } from './use-recommendations'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

const entries = [
  toFinderEntry(makeGymBuddy({ name: 'Cara Cardio' }, { specializations: ['Cardio'] })),
  toFinderEntry(
    makeGymBuddy({ name: 'Yuri Yoga' }, { specializations: ['Yoga'], preferredLocation: 'West' }),
  ),
]

beforeEach(() => resetPbStub())

describe('useRecommendations', () => {
  it('ranks the loaded list for a member with a client profile, once the list is in', async () => {
    signInAs(makeUserRecord({ id: 'me', userType: 'client' }))
    const profiles = pbStub.collection('client_profiles')
    profiles.getFirstListItem.mockResolvedValue({
      fitnessGoals: ['Weight Loss'],
      preferredLocation: 'Central',
      experienceLevel: 'Beginner',
    })
    const { result, rerender } = renderHook(({ list }) => useRecommendations(list), {
      initialProps: { list: null as typeof entries | null },
    })
    expect(result.current).toEqual([])
    expect(profiles.getFirstListItem).not.toHaveBeenCalled()
    rerender({ list: entries })
    await waitFor(() => expect(result.current).toHaveLength(1))
    expect(result.current[0]).toMatchObject({
      reason: 'For your Weight Loss goal: Cardio. Also trains in Central',
    })
    expect(profiles.getFirstListItem).toHaveBeenCalledTimes(1)
  })

  it('gives a visitor and a member without a profile nothing', async () => {
    const { result } = renderHook(() => useRecommendations(entries))
    expect(result.current).toEqual([])
    expect(pbStub.collection('client_profiles').getFirstListItem).not.toHaveBeenCalled()

    signInAs(makeUserRecord({ id: 'me' }))
    pbStub.collection('client_profiles').getFirstListItem.mockRejectedValue(pbError(404))
    const member = renderHook(() => useRecommendations(entries))
    await waitFor(() =>
      expect(pbStub.collection('client_profiles').getFirstListItem).toHaveBeenCalled(),
    )
    expect(member.result.current).toEqual([])
  })

  describe('in server mode (more trainers than the browser keeps)', () => {
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

    it("ranks the server's candidates, asked once, without the loaded list", async () => {
      signInAs(makeUserRecord({ id: 'me', userType: 'client' }))
      const route = pbStub.route('/api/gymbuddy/recommendations')
      route.mockResolvedValue({
        profile: wishes,
        items: [row('Yuri Yoga', ['Yoga'], 'Central'), row('Cara Cardio', ['Cardio'])],
      })
      const { result, rerender } = renderHook(({ remote }) => useRecommendations(null, remote), {
        initialProps: { remote: true },
      })
      await waitFor(() => expect(result.current).toHaveLength(2))
      expect(result.current.map((pick) => [pick.entry.buddy.name, pick.reason])).toEqual([
        ['Cara Cardio', 'For your Weight Loss goal: Cardio'],
        ['Yuri Yoga', 'Trains in your region, Central'],
      ])
      // A filter hides them (remote false), clearing it shows them again: still one request.
      rerender({ remote: false })
      rerender({ remote: true })
      expect(result.current).toHaveLength(2)
      expect(route).toHaveBeenCalledTimes(1)
      expect(pbStub.collection('client_profiles').getFirstListItem).not.toHaveBeenCalled()
    })

    it('gives a member without a profile, a visitor and a failed request nothing', async () => {
      const route = pbStub.route('/api/gymbuddy/recommendations')
      const visitor = renderHook(() => useRecommendations(null, true))
      expect(visitor.result.current).toEqual([])
      expect(route).not.toHaveBeenCalled()
      visitor.unmount()

      signInAs(makeUserRecord({ id: 'me' }))
      route.mockResolvedValue({ profile: null, items: [] })
      const member = renderHook(() => useRecommendations(null, true))
      await waitFor(() => expect(route).toHaveBeenCalledTimes(1))
      expect(member.result.current).toEqual([])
      member.unmount()

      const failing = vi.spyOn(console, 'error').mockImplementation(() => {})
      route.mockRejectedValue(pbError(500))
      const failed = renderHook(() => useRecommendations(null, true))
      await waitFor(() => expect(failing).toHaveBeenCalled())
      expect(failed.result.current).toEqual([])
      failing.mockRestore()
    })
  })
})
