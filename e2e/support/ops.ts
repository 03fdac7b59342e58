// Operators and verified members for the operator-desk journeys (e2e/ops-*.spec.ts).
import { makeUser, superuserClient, type TestUser } from './api'

/** Marks the account's email verified (reports come only from verified members). */
export async function verifyEmail(account: TestUser): Promise<void> {
  const root = await superuserClient()
  account.user = await root.collection('users').update(account.user.id, { verified: true })
}

/** A member whom a superuser made an operator (only superusers set the flag). */
export async function makeOperator(name = 'Olivia Ops'): Promise<TestUser> {
  const account = await makeUser(name, 'ops')
  const root = await superuserClient()
  await root.collection('users').update(account.user.id, { operator: true, verified: true })
  // Signed in again: the session's record now says verified.
  const auth = await account.pb
    .collection('users')
    .authWithPassword(account.email, account.password)
  return { ...account, user: auth.record }
}
