// The two auth calls of the spec. The SDK stores the token; the user store follows it.
import { pb } from '@/lib/pocketbase'

export async function signIn(email: string, password: string): Promise<void> {
  await pb.collection('users').authWithPassword(email, password)
}

export interface NewAccount {
  name: string
  email: string
  password: string
  passwordConfirm: string
  /** The terms tick box: the server refuses a sign-up without it and records the agreement. */
  acceptTerms: boolean
}

export async function createAccount(account: NewAccount): Promise<void> {
  await pb.collection('users').create(account)
}

/** "I want to coach": the new member becomes a trainer before filling in the trainer profile. */
export async function startCoaching(): Promise<void> {
  const userId = pb.authStore.record?.id
  // The SDK refreshes the auth store from the answer, so the sidebar shows the trainer's links.
  if (userId) await pb.collection('users').update(userId, { userType: 'trainer' })
}
