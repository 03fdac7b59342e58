// Venues name a place from the place table, and the finder reads them: the location box keeps
// trainers with a venue in the region it names and ranks first those with a venue in the place it
// names, showing that venue on the card; the search box finds venue places. A venue's region is
// one of the five Singaporeans use.
import { beforeAll, describe, expect, it } from 'vitest'
import { expectRefused, makeTrainer, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

interface Row {
  name: string
  venueHere?: { name: string; place: string; area: string }
}

async function finder(params: Record<string, string>): Promise<Row[]> {
  const query = new URLSearchParams({ perPage: '50', ...params })
  const response = await fetch(`${server.url}/api/gymbuddy/finder?${query}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { items: Row[] }).items
}

const names = (rows: Row[]) => rows.map((row) => row.name)

async function trainerWithVenues(name: string, preferredLocation: string, venues: unknown[]) {
  const trainer = await makeTrainer(server, name)
  await trainer.pb
    .collection('trainer_profiles')
    .update(trainer.profile.id, { preferredLocation, venues })
  return trainer
}

describe('a venue names a place', () => {
  let trainer: Member & { profile: { id: string } }
  beforeAll(async () => {
    trainer = await makeTrainer(server, 'Pia Place')
    // Out of the finder's way below: Northwest, and no venue in the regions asked there.
    await trainer.pb
      .collection('trainer_profiles')
      .update(trainer.profile.id, { preferredLocation: 'Northwest' })
  })

  async function saved(venues: unknown[]) {
    const record = await trainer.pb
      .collection('trainer_profiles')
      .update(trainer.profile.id, { venues })
    return record.venues
  }

  it('stores the table’s spelling of the place, and its region as the area', async () => {
    expect(await saved([{ name: 'ActiveSG Tampines', place: ' tampines ', kind: 'gym' }])).toEqual([
      { name: 'ActiveSG Tampines', place: 'Tampines', area: 'East', kind: 'gym' },
    ])
    // A place of an in-between region takes the region people call it by.
    expect(await saved([{ name: 'Clementi Woods', place: 'Clementi MRT', kind: 'park' }])).toEqual([
      { name: 'Clementi Woods', place: 'Clementi', area: 'West', kind: 'park' },
    ])
  })

  it('takes an area alone among the five regions, and an online venue with neither', async () => {
    expect(
      await saved([
        { name: 'My condo gym', area: 'North', kind: 'condo' },
        { name: 'Zoom', kind: 'online' },
      ]),
    ).toEqual([
      { name: 'My condo gym', place: '', area: 'North', kind: 'condo' },
      { name: 'Zoom', place: '', area: '', kind: 'online' },
    ])
  })

  it('refuses a place not in the table and a region Singaporeans do not use', async () => {
    for (const venue of [
      { name: 'Far away', place: 'Mars', kind: 'gym' },
      ...['South', 'Southeast', 'Southwest', 'Northwest'].map((area) => ({
        name: 'Old region',
        area,
        kind: 'gym',
      })),
      { name: 'Nowhere', kind: 'gym' },
    ]) {
      await expectRefused(
        trainer.pb.collection('trainer_profiles').update(trainer.profile.id, { venues: [venue] }),
        { status: 400, field: 'venues', code: 'validation_venues' },
      )
    }
  })
})

describe('the finder and venue places', () => {
  beforeAll(async () => {
    await trainerWithVenues('Ada East', 'East', [])
    await trainerWithVenues('Bo Central', 'Central', [
      { name: 'Raffles Place Gym', place: 'Raffles Place', kind: 'gym' },
      { name: 'ActiveSG Tampines', place: 'Tampines', kind: 'gym' },
    ])
    await trainerWithVenues('Cy East', 'East', [
      { name: 'Bedok Reservoir Park', place: 'Bedok Reservoir', kind: 'park' },
    ])
    await trainerWithVenues('Di West', 'West', [
      { name: 'Jurong Lake', place: 'Jurong East', kind: 'park' },
    ])
  })

  it('"Tampines" ranks first the trainer with a venue there, and names that venue on the card', async () => {
    const rows = await finder({ location: 'Tampines' })
    expect(names(rows)).toEqual(['Bo Central', 'Ada East', 'Cy East'])
    expect(rows[0].venueHere).toEqual({
      name: 'ActiveSG Tampines',
      place: 'Tampines',
      area: 'East',
    })
    expect(rows[1].venueHere).toBeUndefined()
    expect(rows[2].venueHere).toMatchObject({ name: 'Bedok Reservoir Park' })
  })

  it('a region keeps trainers with a venue in it, those first', async () => {
    expect(names(await finder({ location: 'East' }))).toEqual(['Bo Central', 'Cy East', 'Ada East'])
    expect(names(await finder({ location: 'West' }))).toEqual(['Di West'])
    expect(names(await finder({ location: 'Central' }))).toEqual(['Bo Central'])
  })

  it('the search box finds venue places, whole or begun', async () => {
    for (const search of ['Tampines', 'tamp', 'tam']) {
      const rows = await finder({ search })
      expect(names(rows), search).toEqual(['Bo Central'])
      expect(rows[0].venueHere, search).toMatchObject({ name: 'ActiveSG Tampines' })
    }
    expect(names(await finder({ search: 'bedok reservoir' }))).toEqual(['Cy East'])
  })

  it('follows a changed venue list', async () => {
    const moved = await trainerWithVenues('Ed Moving', 'North', [
      { name: 'Yishun Gym', place: 'Yishun', kind: 'gym' },
    ])
    expect(names(await finder({ search: 'yishun' }))).toEqual(['Ed Moving'])
    await moved.pb.collection('trainer_profiles').update(moved.profile.id, {
      venues: [{ name: 'Punggol Gym', place: 'Punggol', kind: 'gym' }],
    })
    expect(names(await finder({ search: 'yishun' }))).toEqual([])
    expect(names(await finder({ search: 'punggol' }))).toEqual(['Ed Moving'])
  })
})
