// Hiding a review (docs/trust-and-safety.md), as raw clients see it: only an operator hides or
// restores one, with a reason; a hidden review leaves the public list and every average a member
// sees (the finder's view, the finder route, the stored rating behind recommendations, the
// bookings route's trainer rows); its author still reads it, marked hidden with the reason, and
// cannot unhide it; each decision is one row of the operators' log.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { OperatorActionsRecord } from '@/lib/pocketbase-types'
import type { GymBuddyRecord, ReviewRecord } from '@/lib/types'
import { hooksDir } from '../scripts/lib/pocketbase'
import { reviewSession } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeMember,
  makeOperator,
  makeTrainer,
  makeVisitor,
  type Member,
} from './factories'
import { hooksWithTestRoutes } from './support/test-hooks'
import { testServer } from './support/test-server'

// Reads the finder's stored rating (the one recommendations rank by); superusers only.
const RATING_ROUTE = `routerAdd('GET', '/api/test/stored-rating/{id}', (e) => {
  const row = new DynamicModel({ ratingAvg: 0, ratingCount: 0 })
  e.app.db().newQuery('SELECT ratingAvg, ratingCount FROM _finder_search WHERE id = {:id}')
    .bind({ id: e.request.pathValue('id') }).one(row)
  return e.json(200, { ratingAvg: row.ratingAvg, ratingCount: row.ratingCount })
}, $apis.requireSuperuserAuth())
`
const server = testServer({ hooksDir: hooksWithTestRoutes(RATING_ROUTE) })

interface Rating {
  ratingAvg: number
  ratingCount: number
}

function hide(operator: Member, id: string, reason = 'Names the trainer’s home address') {
  return operator.pb.send(`/api/gymbuddy/ops/reviews/${id}/hide`, {
    method: 'POST',
    body: { reason },
  })
}

function restore(operator: Member, id: string, reason = 'Address removed by the author') {
  return operator.pb.send(`/api/gymbuddy/ops/reviews/${id}/restore`, {
    method: 'POST',
    body: { reason },
  })
}

async function publicReviews(trainer: Member, as = makeVisitor(server)) {
  const list = await as.collection('reviews').getFullList<ReviewRecord>({
    filter: as.filter('trainer = {:t}', { t: trainer.record.id }),
  })
  return list.map((review) => review.id).sort()
}

/** Every rating a member sees of the trainer, and the stored one, as [avg, count] pairs. */
async function ratingsOf(trainer: Member, client: Member): Promise<Record<string, Rating>> {
  const pick = (row: Rating | undefined) => ({
    ratingAvg: row?.ratingAvg ?? -1,
    ratingCount: row?.ratingCount ?? -1,
  })
  const view = await makeVisitor(server).collection('gym_buddies_view').getOne(trainer.record.id)
  const finder = await fetch(
    `${server.url}/api/gymbuddy/finder?${new URLSearchParams({ search: trainer.record.name })}`,
  ).then((r) => r.json() as Promise<{ items: GymBuddyRecord[] }>)
  const groups = await client.pb.send<{ people: (GymBuddyRecord & Rating)[] }>(
    '/api/gymbuddy/bookings',
    { query: { side: 'booker', needsAnswer: '5', upcoming: '5', past: '5', closed: '5' } },
  )
  return {
    view: pick(view as unknown as Rating),
    finder: pick(finder.items.find((item) => item.id === trainer.record.id) as unknown as Rating),
    bookings: pick(groups.people.find((person) => person.id === trainer.record.id)),
    stored: await server.root.send<Rating>(`/api/test/stored-rating/${trainer.record.id}`, {}),
  }
}

async function ratedTrainer() {
  const trainer = await makeTrainer(server, `Rated Coach ${crypto.randomUUID().slice(0, 6)}`)
  const fair = await makeClient(server, 'Fair Client')
  const angry = await makeClient(server, 'Angry Client')
  const kept = await reviewSession(server.root, fair, trainer, 5)
  const hidden = await reviewSession(server.root, angry, trainer, 1)
  return { trainer, fair, angry, kept, hidden }
}

describe('hiding a review', () => {
  it('only operators hide or restore, always with a reason', async () => {
    const operator = await makeOperator(server)
    const { trainer, angry, hidden } = await ratedTrainer()
    for (const member of [trainer, angry, await makeMember(server, 'Bystander')]) {
      await expectRefused(hide(member, hidden), { status: 404 })
      await expectRefused(restore(member, hidden), { status: 404 })
    }
    await expectRefused(hide(operator, hidden, ''), {
      status: 400,
      field: 'reason',
      code: 'validation_required',
    })
    expect(await publicReviews(trainer)).toContain(hidden)
  })

  it('takes it off the public list and out of every average; restoring brings it back', async () => {
    const operator = await makeOperator(server)
    const { trainer, fair, kept, hidden } = await ratedTrainer()
    const both = { ratingAvg: 3, ratingCount: 2 }
    expect(await ratingsOf(trainer, fair)).toEqual({
      view: both,
      finder: both,
      bookings: both,
      stored: both,
    })

    await hide(operator, hidden)
    expect(await publicReviews(trainer)).toEqual([kept])
    expect(await publicReviews(trainer, fair.pb)).toEqual([kept])
    expect(await publicReviews(trainer, trainer.pb)).toEqual([kept])
    const one = { ratingAvg: 5, ratingCount: 1 }
    expect(await ratingsOf(trainer, fair)).toEqual({
      view: one,
      finder: one,
      bookings: one,
      stored: one,
    })

    await restore(operator, hidden)
    expect(await publicReviews(trainer)).toEqual([kept, hidden].sort())
    expect((await ratingsOf(trainer, fair)).stored).toEqual(both)
  })

  it('its author still reads it, marked hidden with the reason, and cannot unhide it', async () => {
    const operator = await makeOperator(server)
    const { angry, hidden } = await ratedTrainer()
    await hide(operator, hidden, 'Abusive language')
    const own = await angry.pb.collection('reviews').getOne<ReviewRecord>(hidden)
    expect(own.hiddenReason).toBe('Abusive language')
    expect(own.hiddenAt).not.toBe('')
    await expectRefused(
      angry.pb.collection('reviews').update(hidden, { hiddenAt: '', hiddenReason: '' }),
      { status: 400, field: 'hiddenAt', code: 'validation_review_readonly' },
    )
    await expectRefused(makeVisitor(server).collection('reviews').getOne(hidden), { status: 404 })
    expect((await operator.pb.collection('reviews').getOne(hidden)).id).toBe(hidden)
  })

  it('each decision is logged against the author, with the reason', async () => {
    const operator = await makeOperator(server)
    const { angry, hidden } = await ratedTrainer()
    await hide(operator, hidden, 'Threatening')
    await expectRefused(hide(operator, hidden), {
      status: 400,
      field: 'reason',
      code: 'validation_already_hidden',
    })
    await restore(operator, hidden, 'Misread')
    const log = await server.root
      .collection('operator_actions')
      .getFullList<OperatorActionsRecord>({
        filter: server.root.filter('record = {:r}', { r: hidden }),
        sort: 'created',
      })
    expect(log.map((row) => [row.action, row.target, row.reason, row.operator])).toEqual([
      ['hide_review', angry.record.id, 'Threatening', operator.record.id],
      ['restore_review', angry.record.id, 'Misread', operator.record.id],
    ])
  })

  it('every statement that rates a trainer, in the hooks and the finder’s view, skips hidden reviews', async () => {
    const files = readdirSync(join(hooksDir, 'lib'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.js'))
      .map((name) => `lib/${name}`)
    const unfiltered: string[] = []
    let rated = 0
    for (const file of files) {
      const text = readFileSync(join(hooksDir, file), 'utf8')
      for (const match of text.matchAll(/FROM reviews (\w+) WHERE [^)]*\)/g)) {
        rated += 1
        if (!match[0].includes(`${match[1]}.hiddenAt = ''`)) unfiltered.push(`${file}: ${match[0]}`)
      }
    }
    const view = await server.root.collections.getOne('gym_buddies_view')
    for (const match of String(view.viewQuery).matchAll(/FROM reviews (\w+) WHERE [^)]*\)/g)) {
      rated += 1
      if (!match[0].includes(`${match[1]}.hiddenAt = ''`)) unfiltered.push(`view: ${match[0]}`)
    }
    expect(rated).toBeGreaterThanOrEqual(8)
    expect(unfiltered).toEqual([])
  })
})
