// The member's own account: name, photo, email (by confirmation link) and password.
import { pb } from '@/lib/pocketbase'

// Each update answers with the member's record: the SDK puts it in the auth store, so the
// header, the menu and every screen showing the member follow at once.

export async function saveName(userId: string, name: string): Promise<void> {
  await pb.collection('users').update(userId, { name })
}

export async function savePhoto(userId: string, photo: File): Promise<void> {
  const body = new FormData()
  body.append('avatar', photo)
  await pb.collection('users').update(userId, body)
}

export async function removePhoto(userId: string): Promise<void> {
  await pb.collection('users').update(userId, { avatar: null })
}

/** Mails a confirmation link to the new address; the email changes only once it is opened. */
export async function askEmailChange(newEmail: string): Promise<void> {
  await pb.collection('users').requestEmailChange(newEmail)
}

/** A new password ends every session (the server renews the token key): sign in again with it. */
export async function changePassword(
  user: { id: string; email: string },
  values: { oldPassword: string; password: string; passwordConfirm: string },
): Promise<void> {
  await pb.collection('users').update(user.id, values)
  await pb.collection('users').authWithPassword(user.email, values.password)
}
