// Account recovery and verification calls (issue 14). PocketBase answers a reset request the same
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
  const payload = token.split('.')[1]
  if (!payload) return ''
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const claims = JSON.parse(json) as { email?: unknown }
    return typeof claims.email === 'string' ? claims.email : ''
  } catch {
    return ''
  }
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
