// GET /api/gymbuddy/recommendations' queries: the member's profile by its user index,
// reviews and users by index; the one whole-table read is the listed pass over the finder's
// search table (tests/support/query-plans.ts), on both of the route's paths. Trainers are ranked by
// the ratings stored there: reviews are read only for the answered rows.
import { describe, expect, it } from 'vitest'
import { makeClient, makeTrainer, type Member } from './factories'
import { fullScans, isAccepted } from './support/query-plans'
import { planServer } from './support/plan-server'

const { server, statementsOf, explain } = planServer()

/**
 * Each statement's plan rows, checked for scans; `passes` counts the reads of the trainers and
 * `ratedByReviews` those of them that read reviews per trainer scored.
 */
async function plansOf(
  member: Member,
): Promise<{ details: string[]; passes: number; ratedByReviews: number }> {
  const statements = await statementsOf(() =>
    member.pb.send('/api/gymbuddy/recommendations', { method: 'GET' }),
  )
  const details: string[] = []
  for (const sql of statements) {
    const plan = await explain(sql)
    expect(
      fullScans(plan).filter((scan) => !isAccepted(scan, sql)),
      sql,
    ).toEqual([])
    details.push(...plan.map((row) => row.detail))
  }
  const passes = statements.filter((sql) => sql.includes('_finder_search rf'))
  return {
    details,
    passes: passes.length,
    ratedByReviews: passes.filter((sql) => /FROM reviews rv WHERE rv\.trainer = rf\.id/.test(sql))
      .length,
  }
}

describe('GET /api/gymbuddy/recommendations query plans', () => {
  it('reads the profile, reviews and users by index, and scans only the listed table', async () => {
    const client = await makeClient(server, 'Plan Rec Client')
    for (let k = 0; k < 9; k++) {
      const coach = await makeTrainer(server, `Plan Rec Coach ${k}`)
      await coach.pb.collection('trainer_profiles').update(coach.profile.id, {
        specializations: ['Cardio'],
        preferredLocation: k < 2 ? 'Central' : 'East',
      })
    }
    // Nobody matches both goals: the best tier is tried, then the 6th's is looked up.
    const { details: fallback, passes, ratedByReviews } = await plansOf(client)
    expect(passes).toBe(3)
    expect(ratedByReviews).toBe(0)
    expect(fallback).toContainEqual(
      expect.stringMatching(/^SEARCH \S+ USING (COVERING )?INDEX idx_client_profiles_user/),
    )
    expect(fallback).toContainEqual(
      expect.stringMatching(/^SEARCH r USING (COVERING )?INDEX idx_reviews_trainer_created/),
    )
    expect(fallback).toContainEqual(expect.stringMatching(/^SCAN rf$/))

    // Seven alike at the top (one goal, the region, suited): one pass.
    await client.pb
      .collection('client_profiles')
      .update(client.profile.id, { fitnessGoals: ['Weight Loss'], preferredLocation: 'East' })
    const best = await plansOf(client)
    expect(best.passes).toBe(1)
    expect(best.ratedByReviews).toBe(0)
    expect(best.details).toContainEqual(
      expect.stringMatching(/^SEARCH u USING INDEX \S+ \(id=\?\)$/),
    )
  })
})
