import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pbStub, resetPbStub } from '@/testing/pb-stub'
import { makePerson } from '@/testing/user-area-records'
import { chunkIds, displayName, idsFilter, listGymBuddies, listPeople } from './people'

vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))

describe('idsFilter', () => {
  it('ORs one escaped id term per distinct id', () => {
    expect(idsFilter(['a1', 'b2', 'a1', ''])).toBe('id = "a1" || id = "b2"')
  })

  it('escapes quotes so an id cannot break out of the filter', () => {
    expect(idsFilter(['x" || id != "'])).toBe('id = "x\\" || id != \\""')
  })
})

describe('displayName', () => {
  it('prefers the name, else the email, else empty', () => {
    expect(displayName({ name: 'Ann', email: 'a@x.sg' })).toBe('Ann')
    expect(displayName({ name: '  ', email: 'a@x.sg' })).toBe('a@x.sg')
    expect(displayName(undefined)).toBe('')
  })
})

describe('chunkIds', () => {
  it('splits the distinct ids into groups of at most 50', () => {
    const ids = Array.from({ length: 130 }, (_, i) => `u${i}`)
    const groups = chunkIds([...ids, 'u0', ''])
    expect(groups.map((group) => group.length)).toEqual([50, 50, 30])
    expect(groups.flat()).toEqual(ids)
  })

  it('gives no group for no ids', () => {
    expect(chunkIds(['', ''])).toEqual([])
  })
})

describe('listPeople', () => {
  beforeEach(() => resetPbStub())

  it('asks for 130 people in three parallel requests of at most 50 ids and merges them', async () => {
    const ids = Array.from({ length: 130 }, (_, i) => `u${i}`)
    const getFullList = pbStub.collection('users_view').getFullList
    getFullList.mockImplementation(({ filter }: { filter: string }) =>
      Promise.resolve(
        [...filter.matchAll(/id = "(\w+)"/g)].map(([, id]) => makePerson(id!, `Name ${id}`)),
      ),
    )
    const people = await listPeople(ids)
    expect(getFullList).toHaveBeenCalledTimes(3)
    for (const [query] of getFullList.mock.calls) {
      expect((query as { filter: string }).filter.split(' || ').length).toBeLessThanOrEqual(50)
    }
    expect(Object.keys(people)).toHaveLength(130)
    expect(people.u129?.name).toBe('Name u129')
  })

  it('makes one plain request for a few people and none for no one', async () => {
    await listGymBuddies([])
    expect(pbStub.collection('gym_buddies_view').getFullList).not.toHaveBeenCalled()
    await listGymBuddies(['t1', 't2'])
    expect(pbStub.collection('gym_buddies_view').getFullList).toHaveBeenCalledWith({
      filter: 'id = "t1" || id = "t2"',
    })
  })
})
