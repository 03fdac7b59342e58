// Profile lookups: the client profile (the user-area gate, the client profile form) and the
// trainer profile (the trainer profile form, the working-hours screen).
import { isNotFound } from './errors'
import { pb } from './pocketbase'
import type { ClientProfileRecord, TrainerProfileRecord } from './types'

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

/** The user's trainer profile, or null when they have none yet. Other errors throw. */
export async function findTrainerProfile(userId: string): Promise<TrainerProfileRecord | null> {
  try {
    return await pb
      .collection('trainer_profiles')
      .getFirstListItem(pb.filter('user = {:id}', { id: userId }))
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}
