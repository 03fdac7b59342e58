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
      reason: 'Matches your goal Weight Loss: Cardio · Also in Central',
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
})
