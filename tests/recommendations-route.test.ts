// GET /api/gymbuddy/recommendations: "Recommended for you" past the browser's list. The
// route's candidates ranked by recommendTrainers give exactly the picks of the whole list (ties on
// everything but the name included), following reviews at once; only the member's own profile is
// read; never the member.
import { describe, expect, it } from 'vitest'
import { reviewSession } from './bookings-support'
import { TRAINER_EXPERIENCE_LEVELS } from '@/content/options'
import {
  GOAL_SPECIALIZATIONS,
  MAX_RECOMMENDED,
  SUITED_MIN_EXPERIENCE,
} from '@/content/recommendations'
import { toFinderEntry } from '@/features/finder/gym-buddy-filters'
import {
  recommendTrainers,
  type ClientWishes,
  type Recommendation,
} from '@/features/finder/recommend-trainers'
import type { GymBuddyRecord } from '@/lib/types'
import { makeClient, makeMember, makeTrainer, type Member } from './factories'
import { hookLibrary } from './support/hook-library'
import { testServer } from './support/test-server'

const server = testServer()

interface Answer {
  profile: ClientWishes | null
  items: GymBuddyRecord[]
}

const ROUTE = '/api/gymbuddy/recommendations'

const recommendationsOf = (member: Member, query = '') =>
  member.pb.send<Answer>(`${ROUTE}${query}`, { method: 'GET' })

/** The whole list as the local finder loads it (src/features/finder/finder-api.ts). */
async function fullList(): Promise<GymBuddyRecord[]> {
  const rows: GymBuddyRecord[] = []
  for (let page = 1; ; page++) {
    const answer = (await (
      await fetch(
        `${server.url}/api/collections/gym_buddies_view/records?page=${page}&perPage=500&sort=name,id`,
      )
    ).json()) as { items: GymBuddyRecord[]; totalPages: number }
    rows.push(...answer.items)
    if (page >= answer.totalPages) return rows
  }
}

const picks = (recommendations: Recommendation[]) =>
  recommendations.map((pick) => [pick.entry.buddy.name, pick.entry.buddy.id, pick.reason])

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
  it('scores with the same tables as the browser', () => {
    const library = hookLibrary('pb_hooks/lib/recommendations.js')
    expect(library.GOAL_SPECIALIZATIONS).toEqual(GOAL_SPECIALIZATIONS)
    expect(library.SUITED_MIN_EXPERIENCE).toEqual(SUITED_MIN_EXPERIENCE)
    expect(library.TRAINER_EXPERIENCE_LEVELS).toEqual([...TRAINER_EXPERIENCE_LEVELS])
    expect(library.MAX_RECOMMENDED).toBe(MAX_RECOMMENDED)
  })

  it('gives the same picks, order and reasons as ranking the whole list, ties included', async () => {
    const client = await makeClient(server, 'Rec Client')
    await client.pb.collection('client_profiles').update(client.profile.id, {
      // Typed in any case, once twice, one unknown: read as recommendTrainers reads them.
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

    const answer = await recommendationsOf(client)
    // The wishes are the stored profile, as the SDK reads it.
    const stored = await client.pb.collection('client_profiles').getOne(client.profile.id)
    expect(answer.profile).toEqual({
      fitnessGoals: stored.fitnessGoals,
      experienceLevel: stored.experienceLevel,
      preferredLocation: stored.preferredLocation,
    })
    const wishes = answer.profile as ClientWishes
    const expected = recommendTrainers(
      (await fullList()).map(toFinderEntry),
      wishes,
      client.record.id,
    )
    const fromRoute = recommendTrainers(answer.items.map(toFinderEntry), wishes, client.record.id)
    expect(picks(fromRoute)).toEqual(picks(expected))
    expect(fromRoute.map((pick) => pick.entry.buddy.name)).toEqual([
      'Émile Both',
      'zed Both',
      'Yan Rated',
      'zack Run',
      'ada Run',
      'Ángel Run',
    ])
    expect(fromRoute[0].reason).toBe(
      'For your Weight Loss goal: cardio; for your Flexibility goal: Yoga. Also trains in Central',
    )
    // The two best, the two rated, then every one tied with the 6th (six): not the whole list.
    expect(answer.items).toHaveLength(10)
    expect(answer.items.map((row) => row.name)).not.toContain('Aaron Junior')
    // The rows are the finder's rows (gym_buddies_view's shape).
    const [viewRow] = (await fullList()).filter((row) => row.id === answer.items[0].id)
    // Beside the view's fields, the finder's rows carry the trainer's record.
    expect({ ...answer.items[0], reliability: undefined }).toEqual(viewRow)

    // Other wishes over the same trainers take the route's other paths (six or more alike at the
    // top, fewer than six matching, the region alone, no region): still the whole list's picks.
    const full = (await fullList()).map(toFinderEntry)
    for (const other of [
      {
        fitnessGoals: ['Cardio Fitness'],
        experienceLevel: 'Beginner',
        preferredLocation: 'Central',
      },
      {
        fitnessGoals: ['Posture Improvement'],
        experienceLevel: 'Expert',
        preferredLocation: 'West',
      },
      { fitnessGoals: ['Juggling'], experienceLevel: 'Advanced', preferredLocation: 'Central' },
      {
        fitnessGoals: ['Endurance', 'Rehabilitation'],
        experienceLevel: 'Intermediate',
        preferredLocation: 'North',
      },
    ]) {
      await client.pb.collection('client_profiles').update(client.profile.id, other)
      const again = await recommendationsOf(client)
      const wished = again.profile as ClientWishes
      expect(wished).toEqual(other)
      expect(
        picks(recommendTrainers(again.items.map(toFinderEntry), wished, client.record.id)),
      ).toEqual(picks(recommendTrainers(full, wished, client.record.id)))
    }
  })

  it('never recommends the member to themself', async () => {
    const coach = await trainer({ name: 'Aa Self Coach', specializations: ['Yoga'] })
    await coach.pb.collection('client_profiles').create({
      user: coach.record.id,
      fitnessGoals: ['Flexibility'],
      experienceLevel: 'Beginner',
      preferredLocation: 'Central',
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
    const ranked = async (member: Member) => {
      const answer = await recommendationsOf(member)
      return picks(recommendTrainers(answer.items.map(toFinderEntry), wishes, member.record.id))
    }
    const whole = async (member: Member) =>
      picks(recommendTrainers((await fullList()).map(toFinderEntry), wishes, member.record.id))

    const pilates: Member[] = []
    for (const name of ['Nia One', 'Nia Two', 'Nia Three', 'Nia Four', 'Nia Five', 'Nia Six'])
      pilates.push(
        await trainer({ name, specializations: ['Pilates'], preferredLocation: 'Northeast' }),
      )
    expect(await ranked(first)).toEqual(await whole(first))
    // A rating, a new trainer, a renamed one: the next answer has them.
    await review(first, pilates[5], 5)
    expect((await ranked(second))[0][0]).toBe('Nia Six')
    const newcomer = await trainer({
      name: 'Aa Nia New',
      specializations: ['Swimming', 'Yoga'],
      preferredLocation: 'Northeast',
    })
    expect((await ranked(first)).map((pick) => pick[0])).toContain('Aa Nia New')
    await newcomer.pb.collection('users').update(newcomer.record.id, { name: 'Zz Nia Renamed' })
    for (const member of [first, second]) expect(await ranked(member)).toEqual(await whole(member))
    // A member among the best, with the same wishes, is left out of their own: still exact.
    await pilates[5].pb
      .collection('client_profiles')
      .create({ user: pilates[5].record.id, ...wishes })
    expect(await ranked(pilates[5])).toEqual(await whole(pilates[5]))
    expect((await recommendationsOf(pilates[5])).items.map((row) => row.id)).not.toContain(
      pilates[5].record.id,
    )
  })

  it('ranks by a review created, edited or deleted at once, as the whole list does', async () => {
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
    const ranked = async () => {
      const answer = await recommendationsOf(client)
      const fromRoute = recommendTrainers(answer.items.map(toFinderEntry), wishes, client.record.id)
      const whole = recommendTrainers(
        (await fullList()).map(toFinderEntry),
        wishes,
        client.record.id,
      )
      expect(picks(fromRoute)).toEqual(picks(whole))
      return fromRoute.map((pick) => pick.entry.buddy.name)
    }
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
    expect(await recommendationsOf(member)).toEqual({ profile: null, items: [] })
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
      expect(await recommendationsOf(member, query)).toEqual({ profile: null, items: [] })
    }
  })
})
