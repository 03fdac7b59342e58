// Profile saves and the user links of the spec (create → link on the user; update in place).
import type { Venue } from '@/content/when-where'
import { pb } from '@/lib/pocketbase'
import { phoneForSaving } from '@/lib/sg-phone'
import type { ClientProfileRecord, TrainerProfileRecord, UserRecord } from '@/lib/types'

/** What a client profile save writes (the form logic builds it). */
export interface ClientProfilePayload {
  fitnessGoals: string[]
  experienceLevel: string
  preferredLocation: string
  additionalInfo: string
  budget: number | null
  user: string
}

/** What a trainer profile save writes (the form logic builds it). */
export interface TrainerProfilePayload {
  specializations: string[]
  experienceLevel: string
  preferredLocation: string
  rate: number | null
  bio: string
  certifications: string
  showEmail: boolean
  user: string
}

type UserLinks = Partial<Pick<UserRecord, 'profile' | 'trainer_profile' | 'userType'>>

async function updateUserLinks(user: UserRecord, links: UserLinks): Promise<void> {
  const changed = Object.entries(links).some(
    ([key, value]) => user[key as keyof UserLinks] !== value,
  )
  // The SDK refreshes the auth store from the answer, so the sidebar follows the new userType.
  if (changed) await pb.collection('users').update(user.id, links)
}

/**
 * Updates the existing profile or creates one; a new one carries the member's health consent (the
 * server refuses it without and records the consent), is linked and makes the user a client.
 */
export async function saveClientProfile(
  user: UserRecord,
  existing: ClientProfileRecord | null,
  payload: ClientProfilePayload,
  healthConsent: boolean,
): Promise<ClientProfileRecord> {
  const saved = existing
    ? await pb.collection('client_profiles').update(existing.id, payload)
    : await pb.collection('client_profiles').create({ ...payload, healthConsent })
  // A trainer keeps being a trainer: userType only moves from none to client.
  await updateUserLinks(user, {
    profile: saved.id,
    ...(user.userType === '' ? { userType: 'client' as const } : {}),
  })
  return saved
}

/** Updates the existing trainer profile or creates one, which makes the user a trainer. */
export async function saveTrainerProfile(
  user: UserRecord,
  existing: TrainerProfileRecord | null,
  payload: TrainerProfilePayload,
): Promise<TrainerProfileRecord> {
  if (existing) {
    const saved = await pb.collection('trainer_profiles').update(existing.id, payload)
    // A profile saved before the server linked it is linked now.
    await updateUserLinks(user, { trainer_profile: saved.id, userType: 'trainer' })
    return saved
  }
  // One request: the server links the new profile and makes the user a trainer in the same
  // transaction; the refresh brings the new userType into the auth store (the sidebar follows).
  const saved = await pb.collection('trainer_profiles').create(payload)
  await pb.collection('users').authRefresh()
  return saved
}

/** Spec §7: PATCH userType, refresh the auth record, then a full page load of /user. */
export async function becomeTrainer(userId: string): Promise<void> {
  await pb.collection('users').update(userId, { userType: 'trainer' })
  await pb.collection('users').authRefresh()
  window.location.assign('/user')
}

/** The trainer's venues and WhatsApp number (hidden from everyone but their booked clients). */
export function saveVenuesAndWhatsapp(
  profileId: string,
  venues: readonly Venue[],
  whatsapp: string,
): Promise<TrainerProfileRecord> {
  return pb
    .collection('trainer_profiles')
    .update(profileId, { venues, whatsapp: phoneForSaving(whatsapp) })
}
