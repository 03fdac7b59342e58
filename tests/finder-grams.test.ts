// The finder's piece index (`_finder_grams`, migration 1900000940) answers 1-3 character searches
// on its own, so it must forget what a trainer no longer has: an old name, a hidden email, a
// removed specialization, a deleted account. Each search here is answered from the index alone.
import { describe, expect, it } from 'vitest'
import { makeTrainer } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

async function namesFor(search: string): Promise<string[]> {
  const response = await fetch(
    `${server.url}/api/gymbuddy/finder?${new URLSearchParams({ search, perPage: '100' })}`,
  )
  const body = (await response.json()) as { totalItems: number; items: { name: string }[] }
  expect(body.totalItems).toBe(body.items.length)
  return body.items.map((item) => item.name)
}

describe("the finder's piece index", () => {
  it('forgets an old name, a hidden email, a removed specialization and a deleted trainer', async () => {
    const trainer = await makeTrainer(server, 'Xoq Zyv')
    await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, {
      specializations: ['Qigong'],
      showEmail: true,
    })
    // Test emails end in "@gymbuddy.test": "y.t" is in the email only.
    expect(await namesFor('xoq')).toEqual(['Xoq Zyv'])
    expect(await namesFor('igo')).toEqual(['Xoq Zyv'])
    expect(await namesFor('y.t')).toEqual(['Xoq Zyv'])

    await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, {
      specializations: ['Boxing'],
      showEmail: false,
    })
    expect(await namesFor('igo')).toEqual([])
    expect(await namesFor('y.t')).toEqual([])

    await trainer.pb.collection('users').update(trainer.record.id, { name: 'Wuj Zyv' })
    expect(await namesFor('xoq')).toEqual([])
    expect(await namesFor('wuj')).toEqual(['Wuj Zyv'])

    await server.root.collection('users').delete(trainer.record.id)
    expect(await namesFor('wuj')).toEqual([])
    expect(await namesFor('zyv')).toEqual([])
  })
})
