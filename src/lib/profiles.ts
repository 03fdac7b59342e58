// Client profile lookup (spec §7): shared by the user-area gate and the client profile form.
import { isNotFound } from './errors'
import { pb } from './pocketbase'
import type { ClientProfileRecord } from './types'

/** The user's client profile, or null when the server answers 404 (none yet). Other errors throw. */
export async function findClientProfile(userId: string): Promise<ClientProfileRecord | null> {
  try {
    return await pb
      .collection('client_profiles')
      .getFirstListItem(pb.filter('user = {:id}', { id: userId }))
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}
