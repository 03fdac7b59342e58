// The finder's search on the server past the browser's list: a neighbourhood, town or MRT station
// finds its region's trainers, a region named exactly only itself; and the specializations
// listed trainers actually hold, for the specialization filter.
import { beforeAll, describe, expect, it } from 'vitest'
import { reviewSession } from './bookings-support'
import { makeClient, makeTrainer } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

async function trainerIn(name: string, preferredLocation: string, specializations: unknown) {
  const trainer = await makeTrainer(server, name)
  await trainer.pb
    .collection('trainer_profiles')
    .update(trainer.profile.id, { preferredLocation, specializations })
}

async function namesFor(location: string): Promise<string[]> {
  const query = new URLSearchParams({ location, perPage: '50' })
  const response = await fetch(`${server.url}/api/gymbuddy/finder?${query}`)
  expect(response.status).toBe(200)
  const body = (await response.json()) as { items: { name: string }[] }
  return body.items.map((row) => row.name)
}

describe('the finder on the server, by neighbourhood', () => {
  beforeAll(async () => {
    await trainerIn('Eve East', 'East', ['Yoga'])
    await trainerIn('Nora Northeast', 'Northeast', ['HIIT', 'Weights'])
    await trainerIn('Seth Southeast', 'Southeast', ['hiit'])
    await trainerIn('Wen West', 'West', 'Boxing, Kettlebell Flow')
    await trainerIn('Cy Central', 'Central', ['Weights'])
  })

  it('finds only East for "East" (not Northeast or Southeast)', async () => {
    expect(await namesFor('East')).toEqual(['Eve East'])
    expect(await namesFor('north-east')).toEqual(['Nora Northeast'])
  })

  it('finds the region of a town, planning area, MRT station or the CBD', async () => {
    expect(await namesFor('Tampines')).toEqual(['Eve East'])
    expect(await namesFor('Jurong')).toEqual(['Wen West'])
    expect(await namesFor('Jurong East MRT')).toEqual(['Wen West'])
    expect(await namesFor('cbd')).toEqual(['Cy Central'])
    expect(await namesFor('Punggol')).toEqual(['Nora Northeast'])
  })

  it('finds the regions of the places typed text starts, and keeps the contains match', async () => {
    expect(await namesFor('tamp')).toEqual(['Eve East'])
    expect(await namesFor('est')).toEqual(['Wen West'])
  })

  it('refuses an unknown order, naming the field', async () => {
    const response = await fetch(`${server.url}/api/gymbuddy/finder?sort=cheapest`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { data: Record<string, { code: string }> }
    expect(body.data.sort.code).toBe('validation_invalid_value')
  })

  it('lists the specializations listed trainers hold, once each whatever the case', async () => {
    const response = await fetch(`${server.url}/api/gymbuddy/finder/specializations`)
    expect(response.status).toBe(200)
    const { items } = (await response.json()) as { items: string[] }
    expect(items.map((item) => item.toLowerCase()).sort()).toEqual([
      'boxing',
      'hiit',
      'kettlebell flow',
      'weights',
      'yoga',
    ])
    // The most held first.
    expect(
      items
        .slice(0, 2)
        .map((item) => item.toLowerCase())
        .sort(),
    ).toEqual(['hiit', 'weights'])
  })
})

describe('the finder on the server, in order', () => {
  it('orders by rating (then reviews) and by price, "Rate on request" last, as the browser does', async () => {
    const tag = 'Ordered'
    const low = await makeTrainer(server, `${tag} Low`)
    const top = await makeTrainer(server, `${tag} Top`)
    const none = await makeTrainer(server, `${tag} None`)
    await top.pb.collection('trainer_profiles').update(top.profile.id, { rate: 120 })
    await none.pb.collection('trainer_profiles').update(none.profile.id, { rate: 0 })
    const client = await makeClient(server, `${tag} Client`)
    await reviewSession(server.root, client, top, 5)
    await reviewSession(server.root, client, low, 3)
    const order = async (sort: string) => {
      const query = new URLSearchParams({ search: tag.toLowerCase(), sort })
      const response = await fetch(`${server.url}/api/gymbuddy/finder?${query}`)
      const body = (await response.json()) as { items: { name: string }[] }
      return body.items.map((row) => row.name)
    }
    expect(await order('rating')).toEqual([`${tag} Top`, `${tag} Low`, `${tag} None`])
    expect(await order('price')).toEqual([`${tag} Low`, `${tag} Top`, `${tag} None`])
  })
})
