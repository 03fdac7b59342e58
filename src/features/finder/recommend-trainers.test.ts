import { describe, expect, it } from 'vitest'
import { GOAL_SPECIALIZATIONS, SUITED_MIN_EXPERIENCE } from '@/content/recommendations'
import { CLIENT_EXPERIENCE_LEVELS, CLIENT_GOALS, TRAINER_SPECIALIZATIONS } from '@/content/options'
import { makeGymBuddy } from '@/testing/gym-buddies'
import type { TrainerProfileRecord } from '@/lib/types'
import { toFinderEntry } from './gym-buddy-filters'
import { recommendTrainers, type ClientWishes } from './recommend-trainers'

function trainer(
  name: string,
  profile: Partial<TrainerProfileRecord>,
  rating: { ratingAvg?: number; ratingCount?: number } = {},
) {
  return toFinderEntry(makeGymBuddy({ name, ...rating }, profile))
}

const wishes: ClientWishes = {
  fitnessGoals: ['Weight Loss'],
  preferredLocation: 'Central',
  experienceLevel: 'Beginner',
}

function names(list: ReturnType<typeof recommendTrainers>) {
  return list.map((item) => item.entry.buddy.name)
}

describe('the goal and experience tables', () => {
  it('cover every client goal and every trainer specialization', () => {
    expect(Object.keys(GOAL_SPECIALIZATIONS).sort()).toEqual([...CLIENT_GOALS].sort())
    const used = new Set(Object.values(GOAL_SPECIALIZATIONS).flat())
    for (const spec of TRAINER_SPECIALIZATIONS) expect(used, spec).toContain(spec)
    expect(Object.keys(SUITED_MIN_EXPERIENCE).sort()).toEqual([...CLIENT_EXPERIENCE_LEVELS].sort())
  })

  it.each(CLIENT_GOALS.map((goal) => [goal]))(
    'a client with the goal %s gets a matching trainer',
    (goal) => {
      const spec = GOAL_SPECIALIZATIONS[goal][0]
      const list = recommendTrainers(
        [
          trainer('Off', { specializations: ['Nothing'], preferredLocation: 'West' }),
          trainer('On', { specializations: [spec], preferredLocation: 'West' }),
        ],
        { ...wishes, fitnessGoals: [goal] },
      )
      expect(names(list)).toEqual(['On'])
      expect(list[0].reason).toBe(`For your ${goal} goal: ${spec}`)
    },
  )
})

describe('recommendTrainers', () => {
  it('says why: the goal, the matching specializations and the region', () => {
    const [pick] = recommendTrainers(
      [
        trainer('Ava', {
          specializations: ['Cardio', 'Yoga', 'Running'],
          preferredLocation: 'Central',
        }),
      ],
      wishes,
    )
    expect(pick.reason).toBe('For your Weight Loss goal: Cardio, Running. Also trains in Central')
  })

  it('names several goals, and a region-only match', () => {
    const list = recommendTrainers(
      [
        trainer('Both', { specializations: ['Weights', 'Cardio'], preferredLocation: 'East' }),
        trainer('Near', { specializations: ['Dance'], preferredLocation: 'Central' }),
      ],
      { ...wishes, fitnessGoals: ['weight loss', 'Muscle Gain', 'Made Up Goal'] },
    )
    expect(list.map((item) => item.reason)).toEqual([
      'For your Weight Loss goal: Cardio; for your Muscle Gain goal: Weights',
      'Trains in your region, Central',
    ])
  })

  it('ranks goals first, then region, experience, rating, reviews, then name', () => {
    const list = recommendTrainers(
      [
        trainer('Zed', { specializations: ['Cardio'], preferredLocation: 'West' }),
        trainer(
          'Two goals',
          { specializations: ['Cardio', 'Weights'], preferredLocation: 'West' },
          {},
        ),
        trainer(
          'Rated',
          { specializations: ['Cardio'], preferredLocation: 'West' },
          { ratingAvg: 4.8, ratingCount: 3 },
        ),
        trainer(
          'More reviews',
          { specializations: ['Cardio'], preferredLocation: 'West' },
          { ratingAvg: 4.8, ratingCount: 9 },
        ),
        trainer('Local', {
          specializations: ['Cardio'],
          preferredLocation: 'Central',
          experienceLevel: 'Less than 1 year',
        }),
        trainer('Amy', { specializations: ['Cardio'], preferredLocation: 'West' }),
      ],
      { ...wishes, fitnessGoals: ['Weight Loss', 'Muscle Gain'] },
    )
    expect(names(list)).toEqual(['Two goals', 'Local', 'More reviews', 'Rated', 'Amy', 'Zed'])
  })

  it('prefers experience suited to the client’s level', () => {
    const entries = [
      trainer('Junior', { specializations: ['Cardio'], experienceLevel: '1-2 years' }),
      trainer('Senior', { specializations: ['Cardio'], experienceLevel: '6-10 years' }),
    ]
    expect(names(recommendTrainers(entries, { ...wishes, experienceLevel: 'Advanced' }))).toEqual([
      'Senior',
      'Junior',
    ])
    // For a beginner both suit: the name decides.
    expect(names(recommendTrainers(entries, wishes))).toEqual(['Junior', 'Senior'])
  })

  it('breaks a full tie by id, so the order is stable', () => {
    const a = trainer('Same', { specializations: ['Cardio'] })
    const b = trainer('Same', { specializations: ['Cardio'] })
    const ids = [a.buddy.id, b.buddy.id].sort()
    expect(recommendTrainers([b, a], wishes).map((item) => item.entry.buddy.id)).toEqual(ids)
  })

  it('skips trainers without a profile or a match, and the member themself; at most 6', () => {
    const bare = toFinderEntry(makeGymBuddy({ name: 'Bare' }, null))
    const self = trainer('Me', { specializations: ['Cardio'] })
    const many = Array.from({ length: 8 }, (_, i) =>
      trainer(`T${i}`, { specializations: ['Cardio'] }),
    )
    const list = recommendTrainers(
      [
        bare,
        self,
        trainer('Yoga', { specializations: ['Yoga'], preferredLocation: 'West' }),
        ...many,
      ],
      wishes,
      self.buddy.id,
    )
    expect(list).toHaveLength(6)
    expect(names(list)).not.toContain('Bare')
    expect(names(list)).not.toContain('Me')
    expect(names(list)).not.toContain('Yoga')
  })

  it('handles missing data: no goals, no region, unknown level, raw comma specializations', () => {
    const raw = trainer('Raw', { specializations: 'Cardio, Swimming', preferredLocation: 'North' })
    expect(
      recommendTrainers([raw], { fitnessGoals: [], preferredLocation: '', experienceLevel: '' }),
    ).toEqual([])
    expect(recommendTrainers([raw], { ...wishes, experienceLevel: 'Unknown' })[0].reason).toBe(
      'For your Weight Loss goal: Cardio, Swimming',
    )
  })
})
