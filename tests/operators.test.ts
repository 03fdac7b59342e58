// Operators: only a superuser makes one (the flag is hidden and no member can set it, on sign-up
// or later), and only operators read the append-only log of operator decisions.
import { describe, expect, it } from 'vitest'
import type { UsersRecord } from '@/lib/pocketbase-types'
import {
  PASSWORD,
  SIGN_UP_AGREEMENT,
  makeMember,
  makeOperator,
  makeVisitor,
  uniqueEmail,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer()

describe('operators', () => {
  it('a member cannot make themselves an operator, on sign-up or later', async () => {
    const visitor = makeVisitor(server)
    const email = uniqueEmail('would-be-operator')
    // Refused or ignored: either way no operator comes out of sign-up.
    await visitor
      .collection('users')
      .create({
        name: 'Would Be',
        email,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        operator: true,
        ...SIGN_UP_AGREEMENT,
      })
      .catch(() => undefined)
    const signedUp = await server.root
      .collection('users')
      .getFullList<UsersRecord>({ filter: server.root.filter('email = {:email}', { email }) })
    expect(signedUp.filter((user) => user.operator)).toEqual([])

    const member = await makeMember(server, 'Sneaky')
    await member.pb
      .collection('users')
      .update(member.record.id, { operator: true, suspendedAt: '' })
      .catch(() => undefined)
    const after = await server.root.collection('users').getOne<UsersRecord>(member.record.id)
    expect(after.operator).toBe(false)
  })

  it('nobody reads the operator flag of a member over the API, not even their own', async () => {
    const operator = await makeOperator(server)
    const own = await operator.pb.collection('users').getOne(operator.record.id)
    expect(own).not.toHaveProperty('operator')
    expect(own).not.toHaveProperty('suspendedAt')
  })

  it('operators read the log; members do not, and nobody writes it over the API', async () => {
    const operator = await makeOperator(server)
    const member = await makeMember(server, 'Curious')
    expect(await operator.pb.collection('operator_actions').getList(1, 1)).toMatchObject({
      page: 1,
    })
    expect((await member.pb.collection('operator_actions').getList(1, 1)).items).toEqual([])
    const attempt = operator.pb.collection('operator_actions').create({
      operator: operator.record.id,
      action: 'suspend',
      target: member.record.id,
      reason: 'typed by hand',
    })
    await expect(attempt).rejects.toMatchObject({ status: 403 })
  })
})
