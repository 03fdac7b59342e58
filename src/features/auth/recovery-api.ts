// Account recovery and verification calls. PocketBase answers a reset request the same
// way whether or not the address has an account.
import { pb } from '@/lib/pocketbase'
import { refreshCurrentUser } from '@/stores/user'

export async function requestPasswordReset(email: string): Promise<void> {
  await pb.collection('users').requestPasswordReset(email)
}

/** Sets the new password, then signs in with it (the reset token names the account's email). */
export async function resetPasswordAndSignIn(
  token: string,
  password: string,
  passwordConfirm: string,
): Promise<boolean> {
  await pb.collection('users').confirmPasswordReset(token, password, passwordConfirm)
  const email = emailInResetToken(token)
  if (!email) return false
  await pb.collection('users').authWithPassword(email, password)
  return true
}

/** The `email` claim of a PocketBase reset token (a JWT), or '' when it has none. */
export function emailInResetToken(token: string): string {
  return tokenClaim(token, 'email')
}

/** A text claim of a PocketBase token (a JWT), or '' when it has none. */
function tokenClaim(token: string, claim: 'email' | 'newEmail'): string {
  const payload = token.split('.')[1]
  if (!payload) return ''
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const value = (JSON.parse(json) as Record<string, unknown>)[claim]
    return typeof value === 'string' ? value : ''
  } catch {
    return ''
  }
}

/**
 * The email-change link: the password confirms the new address, then signs in with it (the
 * change ends the old session). False when the token names no address to sign in with.
 */
export async function confirmEmailChangeAndSignIn(
  token: string,
  password: string,
): Promise<boolean> {
  await pb.collection('users').confirmEmailChange(token, password)
  const newEmail = tokenClaim(token, 'newEmail')
  if (!newEmail) return false
  await pb.collection('users').authWithPassword(newEmail, password)
  return true
}

export async function confirmEmailVerification(token: string): Promise<void> {
  await pb.collection('users').confirmVerification(token)
  if (pb.authStore.isValid) await refreshCurrentUser()
}

export async function resendVerification(email: string): Promise<void> {
  await pb.collection('users').requestVerification(email)
}

/** True when the server sends email (otherwise no verification link was ever sent). */
export async function serverSendsEmail(): Promise<boolean> {
  const answer = await pb.send<{ enabled?: boolean }>('/api/gymbuddy/mail', { method: 'GET' })
  return answer.enabled === true
}
