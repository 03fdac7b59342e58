// GET /api/gymbuddy/recommendations: "Recommended for you". The route answers the picks best first
// (goals, region, suited experience, rating, reviews, then name as localeCompare orders it), each
// with its reason in words, following reviews at once; only the member's own profile is read;
// never the member.
import { describe, expect, it } from 'vitest'
import { reviewSession } from './bookings-support'
import {
  CLIENT_EXPERIENCE_LEVELS,
  CLIENT_GOALS,
  TRAINER_EXPERIENCE_LEVELS,
  TRAINER_SPECIALIZATIONS,
} from '@/content/options'
import type { GymBuddyRecord } from '@/lib/types'
import { makeClient, makeMember, makeTrainer, type Member } from './factories'
import { hookLibrary } from './support/hook-library'
import { testServer } from './support/test-server'

const server = testServer()

interface Answer {
  items: (GymBuddyRecord & { reason: string })[]
}

const ROUTE = '/api/gymbuddy/recommendations'

const recommendationsOf = (member: Member, query = '') =>
  member.pb.send<Answer>(`${ROUTE}${query}`, { method: 'GET' })

/** A trainer's row as a visitor reads it from gym_buddies_view. */
async function viewRowOf(id: string): Promise<GymBuddyRecord> {
  const answer = await fetch(`${server.url}/api/collections/gym_buddies_view/records/${id}`)
  return (await answer.json()) as GymBuddyRecord
}

/** The route's picks as the member sees them: each trainer's name and reason, in order. */
async function picksOf(member: Member): Promise<[string, string][]> {
  const answer = await recommendationsOf(member)
  return answer.items.map((row) => [row.name, row.reason])
}

const namesOf = async (member: Member) => (await picksOf(member)).map(([name]) => name)

interface TrainerSpec {
  name: string
  specializations: string[]
  experienceLevel?: string
  preferredLocation?: string
}

async function trainer(spec: TrainerSpec): Promise<Member> {
  const made = await makeTrainer(server, spec.name)
  await made.pb.collection('trainer_profiles').update(made.profile.id, {
    specializations: spec.specializations,
    experienceLevel: spec.experienceLevel ?? '3-5 years',
    preferredLocation: spec.preferredLocation ?? 'Central',
  })
  return made
}

const review = (booker: Member, rated: Member, rating: number) =>
  reviewSession(server.root, booker, rated, rating)

describe('the recommendations route', () => {
  it('ranks by tables covering every client goal, client level and trainer specialization', () => {
    const library = hookLibrary('pb_hooks/lib/finder/recommendation_picks.js')
    const goals = library.GOAL_SPECIALIZATIONS as Record<string, string[]>
    expect(Object.keys(goals).sort()).toEqual([...CLIENT_GOALS].sort())
    const used = new Set(Object.values(goals).flat())
    for (const spec of TRAINER_SPECIALIZATIONS) expect(used, spec).toContain(spec)
    for (const spec of used) expect(TRAINER_SPECIALIZATIONS, spec).toContain(spec)
    const levels = library.SUITED_MIN_EXPERIENCE as Record<string, number>
    expect(Object.keys(levels).sort()).toEqual([...CLIENT_EXPERIENCE_LEVELS].sort())
    expect(library.TRAINER_EXPERIENCE_LEVELS).toEqual([...TRAINER_EXPERIENCE_LEVELS])
  })

  it('answers the picks best first with their reasons, ties broken by name as localeCompare orders them', async () => {
    const client = await makeClient(server, 'Rec Client')
    await client.pb.collection('client_profiles').update(client.profile.id, {
      // Typed in any case, once twice, one unknown: read trimmed, in any case, once each.
      fitnessGoals: [' weight loss', 'Flexibility', 'WEIGHT LOSS', 'Juggling'],
      experienceLevel: 'Intermediate',
      preferredLocation: 'Central',
    })
    // Two goals, same region, suited: the best, whatever their names.
    for (const name of ['Émile Both', 'zed Both'])
      await trainer({ name, specializations: ['cardio', 'Yoga'] })
    // One goal, same region, suited: eight alike; two rated, the rest tied but for the name
    // (cases and accents, where localeCompare is not SQLite's order).
    const alike = ['ada Run', 'Ben Run', 'Çelik Run', 'bob Run', 'Ángel Run', 'Zoe Run', 'zack Run']
    const tied: Member[] = []
    for (const name of alike) tied.push(await trainer({ name, specializations: [' Running '] }))
    const rated = await trainer({ name: 'Yan Rated', specializations: ['Swimming'] })
    await review(client, rated, 5)
    await review(client, tied[6], 4)
    // Below them: not suited, other region, region only, nothing in common, no profile.
    await trainer({
      name: 'Aaron Junior',
      specializations: ['Cardio'],
      experienceLevel: '1-2 years',
    })
    await trainer({ name: 'Abby East', specializations: ['Cardio'], preferredLocation: 'East' })
    await trainer({ name: 'Abe Central', specializations: ['Boxing'] })
    await trainer({ name: 'Al Nothing', specializations: ['Boxing'], preferredLocation: 'West' })
    const noProfile = await makeMember(server, 'Aa No Profile')
    await noProfile.pb.collection('users').update(noProfile.record.id, { userType: 'trainer' })

    const both =
      'For your Weight Loss goal: cardio; for your Flexibility goal: Yoga. Also trains in Central'
    const running = 'For your Weight Loss goal: Running. Also trains in Central'
    expect(await picksOf(client)).toEqual([
      ['Émile Both', both],
      ['zed Both', both],
      ['Yan Rated', 'For your Weight Loss goal: Swimming. Also trains in Central'],
      ['zack Run', running],
      ['ada Run', running],
      ['Ángel Run', running],
    ])
    // The rows are the finder's rows (gym_buddies_view's shape, with the trainer's record).
    const [first] = (await recommendationsOf(client)).items
    expect({ ...first, reliability: undefined, reason: undefined }).toEqual(
      await viewRowOf(first.id),
    )

    // Other wishes over the same trainers take the route's other paths (six or more alike at the
    // top, fewer than six matching, the region alone, no region).
    const others: [Record<string, unknown>, [string, string][]][] = [
      [
        {
          fitnessGoals: ['Cardio Fitness'],
          experienceLevel: 'Beginner',
          preferredLocation: 'Central',
        },
        [
          ['Yan Rated', 'For your Cardio Fitness goal: Swimming. Also trains in Central'],
          ['zack Run', 'For your Cardio Fitness goal: Running. Also trains in Central'],
          ['Aaron Junior', 'For your Cardio Fitness goal: Cardio. Also trains in Central'],
          ['Abe Central', 'For your Cardio Fitness goal: Boxing. Also trains in Central'],
          ['ada Run', 'For your Cardio Fitness goal: Running. Also trains in Central'],
          ['Ángel Run', 'For your Cardio Fitness goal: Running. Also trains in Central'],
        ],
      ],
      [
        {
          fitnessGoals: ['Posture Improvement'],
          experienceLevel: 'Expert',
          preferredLocation: 'West',
        },
        [
          ['Émile Both', 'For your Posture Improvement goal: Yoga'],
          ['zed Both', 'For your Posture Improvement goal: Yoga'],
          ['Al Nothing', 'Trains in your region, West'],
        ],
      ],
      [
        { fitnessGoals: ['Juggling'], experienceLevel: 'Advanced', preferredLocation: 'Central' },
        ['Yan Rated', 'zack Run', 'Aaron Junior', 'Abe Central', 'ada Run', 'Ángel Run'].map(
          (name): [string, string] => [name, 'Trains in your region, Central'],
        ),
      ],
      [
        {
          fitnessGoals: ['Endurance', 'Rehabilitation'],
          experienceLevel: 'Intermediate',
          preferredLocation: 'North',
        },
        [
          [
            'Yan Rated',
            'For your Endurance goal: Swimming; for your Rehabilitation goal: Swimming',
          ],
          ['Émile Both', 'For your Endurance goal: cardio; for your Rehabilitation goal: Yoga'],
          ['zed Both', 'For your Endurance goal: cardio; for your Rehabilitation goal: Yoga'],
          ['zack Run', 'For your Endurance goal: Running'],
          ['Abby East', 'For your Endurance goal: Cardio'],
          ['ada Run', 'For your Endurance goal: Running'],
        ],
      ],
    ]
    for (const [wishes, expected] of others) {
      await client.pb.collection('client_profiles').update(client.profile.id, wishes)
      expect(await picksOf(client), JSON.stringify(wishes)).toEqual(expected)
    }
  })

  it('never recommends the member to themself', async () => {
    const coach = await trainer({ name: 'Aa Self Coach', specializations: ['Yoga'] })
    await coach.pb.collection('client_profiles').create({
      user: coach.record.id,
      fitnessGoals: ['Flexibility'],
      experienceLevel: 'Beginner',
      preferredLocation: 'Central',
      healthConsent: true,
    })
    const answer = await recommendationsOf(coach)
    expect(answer.items.length).toBeGreaterThan(0)
    expect(answer.items.map((row) => row.id)).not.toContain(coach.record.id)
  })

  it('follows a change at once, and serves members with the same wishes alike', async () => {
    const wishes = {
      fitnessGoals: ['Rehabilitation'],
      experienceLevel: 'Beginner',
      preferredLocation: 'Northeast',
    }
    const first = await makeClient(server, 'Rec Same One')
    const second = await makeClient(server, 'Rec Same Two')
    for (const member of [first, second])
      await member.pb.collection('client_profiles').update(member.profile.id, wishes)
    const pilates: Member[] = []
    for (const name of ['Nia One', 'Nia Two', 'Nia Three', 'Nia Four', 'Nia Five', 'Nia Six'])
      pilates.push(
        await trainer({ name, specializations: ['Pilates'], preferredLocation: 'Northeast' }),
      )
    const nia = (name: string): [string, string] => [
      name,
      'For your Rehabilitation goal: Pilates. Also trains in Northeast',
    ]
    expect(await picksOf(first)).toEqual(
      ['Nia Five', 'Nia Four', 'Nia One', 'Nia Six', 'Nia Three', 'Nia Two'].map(nia),
    )
    // A rating, a new trainer, a renamed one: the next answer has them.
    await review(first, pilates[5], 5)
    expect(await namesOf(second)).toEqual([
      'Nia Six',
      'Nia Five',
      'Nia Four',
      'Nia One',
      'Nia Three',
      'Nia Two',
    ])
    const newcomer = await trainer({
      name: 'Aa Nia New',
      specializations: ['Swimming', 'Yoga'],
      preferredLocation: 'Northeast',
    })
    expect(await picksOf(first)).toEqual([
      nia('Nia Six'),
      ['Aa Nia New', 'For your Rehabilitation goal: Swimming, Yoga. Also trains in Northeast'],
      ...['Nia Five', 'Nia Four', 'Nia One', 'Nia Three'].map(nia),
    ])
    await newcomer.pb.collection('users').update(newcomer.record.id, { name: 'Zz Nia Renamed' })
    for (const member of [first, second])
      expect(await namesOf(member)).toEqual([
        'Nia Six',
        'Nia Five',
        'Nia Four',
        'Nia One',
        'Nia Three',
        'Nia Two',
      ])
    // A member among the best, with the same wishes, is left out of their own: the next one in.
    await pilates[5].pb
      .collection('client_profiles')
      .create({ user: pilates[5].record.id, ...wishes, healthConsent: true })
    expect(await namesOf(pilates[5])).toEqual([
      'Nia Five',
      'Nia Four',
      'Nia One',
      'Nia Three',
      'Nia Two',
      'Zz Nia Renamed',
    ])
  })

  it('ranks by a review created, edited or deleted at once', async () => {
    const wishes = {
      fitnessGoals: ['Stress Relief'],
      experienceLevel: 'Beginner',
      preferredLocation: 'West',
    }
    const client = await makeClient(server, 'Rec Reviewer')
    await client.pb.collection('client_profiles').update(client.profile.id, wishes)
    // Eight alike but for their reviews: six rated 4, Abe 4 and 1, Hal none. The seventh best is
    // Abe: a trainer ranked below by a stale rating would not be among the candidates.
    const names = ['Rv Abe', 'Rv Bea', 'Rv Cy', 'Rv Di', 'Rv Ed', 'Rv Flo', 'Rv Gus', 'Rv Hal']
    const alike: Member[] = []
    for (const name of names)
      alike.push(await trainer({ name, specializations: ['Dance'], preferredLocation: 'West' }))
    const [abe, hal] = [alike[0], alike[7]]
    for (const rated of alike.slice(0, 7)) await review(client, rated, 4)
    await review(client, abe, 1)
    const reviewOf = (rated: Member, rating: number) =>
      client.pb.collection('reviews').getFirstListItem(
        client.pb.filter('trainer = {:id} && rating = {:rating}', {
          id: rated.record.id,
          rating,
        }),
      )
    const ranked = () => namesOf(client)
    expect(await ranked()).toEqual(['Rv Bea', 'Rv Cy', 'Rv Di', 'Rv Ed', 'Rv Flo', 'Rv Gus'])

    await review(client, hal, 1)
    expect(await ranked()).toEqual(['Rv Bea', 'Rv Cy', 'Rv Di', 'Rv Ed', 'Rv Flo', 'Rv Gus'])
    await client.pb.collection('reviews').update((await reviewOf(hal, 1)).id, { rating: 5 })
    expect(await ranked()).toEqual(['Rv Hal', 'Rv Bea', 'Rv Cy', 'Rv Di', 'Rv Ed', 'Rv Flo'])
    await server.root.collection('reviews').delete((await reviewOf(abe, 1)).id)
    expect(await ranked()).toEqual(['Rv Hal', 'Rv Abe', 'Rv Bea', 'Rv Cy', 'Rv Di', 'Rv Ed'])
  })

  it('answers a member without a client profile nothing, and a visitor 401', async () => {
    const member = await makeMember(server, 'Rec No Profile')
    expect(await recommendationsOf(member)).toEqual({ items: [] })
    expect((await fetch(`${server.url}${ROUTE}`)).status).toBe(401)
  })

  it("reads only the signed-in member's own profile, whatever the query says", async () => {
    const other = await makeClient(server, 'Rec Other')
    const member = await makeMember(server, 'Rec Curious')
    for (const query of [
      `?user=${other.record.id}`,
      `?id=${other.profile.id}`,
      `?userId=${other.record.id}`,
    ]) {
      expect(await recommendationsOf(member, query)).toEqual({ items: [] })
    }
  })
})
