// The shared finder cases against the browser's filter (the server's route runs the same table in
// tests/finder-search.test.ts).
import { describe, expect, it } from 'vitest'
import { formatRate } from '@/lib/rates'
import type { GymBuddyRecord } from '@/lib/types'
import { SG_PLACES } from '@/content/sg-places'
import { CASE_TRAINERS, FINDER_CASES, type CaseTrainer } from './finder-search.cases'
import { EMPTY_FILTERS, filterGymBuddies, toFinderEntry } from './gym-buddy-filters'
import { sortEntries } from './finder-sort'

/** The row gym_buddies_view gives a visitor for a case trainer. */
function viewRow(trainer: CaseTrainer, index: number): GymBuddyRecord {
  const id = `t${String(index).padStart(14, '0')}`
  return {
    id,
    collectionId: 'view',
    collectionName: 'gym_buddies_view',
    name: trainer.name,
    email: trainer.showEmail && trainer.profile ? trainer.email : '',
    avatar: '',
    trainer_profile: trainer.profile ? `p${id}` : '',
    specializations: trainer.profile?.specializations ?? null,
    experienceLevel: trainer.profile?.experienceLevel ?? '',
    preferredLocation: trainer.profile?.preferredLocation ?? '',
    rate: trainer.profile?.rate ?? 0,
  }
}

/** The server's order: name, then id, compared as SQLite compares text (binary). */
const byNameThenId = (a: GymBuddyRecord, b: GymBuddyRecord) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

// The view lists only trainers whose profile has a specialization and a location.
const entries = CASE_TRAINERS.filter((trainer) => trainer.profile)
  .map(viewRow)
  .sort(byNameThenId)
  .map(toFinderEntry)

describe('the finder cases, in the browser', () => {
  it.each(FINDER_CASES)('$title', (finderCase) => {
    const filters = { ...EMPTY_FILTERS, ...finderCase.filters }
    const filtered = filterGymBuddies(entries, filters, SG_PLACES)
    const found = sortEntries(filtered, finderCase.sort ?? 'recommended')
    const perPage = finderCase.perPage ?? found.length
    const start = ((finderCase.page ?? 1) - 1) * perPage
    const page = found.slice(start, start + perPage)
    expect(page.map((entry) => entry.buddy.name)).toEqual(finderCase.names)
    expect(found.length).toBe(finderCase.total ?? finderCase.names.length)
    if (finderCase.rates) {
      expect(page.map((entry) => formatRate(entry.trainer?.rate))).toEqual(finderCase.rates)
    }
  })
})
