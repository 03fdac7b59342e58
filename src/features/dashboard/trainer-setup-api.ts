import { isNotFound } from '@/lib/errors'
import { pb } from '@/lib/pocketbase'
import type { TrainerProfileRecord } from '@/lib/types'

export interface TrainerSetupData {
  profile: TrainerProfileRecord | null
  serverSendsEmail: boolean
  /** The trainer added a credential (any status): the optional step is done. */
  hasCredential: boolean
  /** The trainer made a package (on offer or paused). */
  hasPackage: boolean
}

async function findOwnTrainerProfile(userId: string): Promise<TrainerProfileRecord | null> {
  try {
    const profile = await pb
      .collection('trainer_profiles')
      .getFirstListItem(pb.filter('user = {:id}', { id: userId }))
    return profile ?? null
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

async function mailEnabled(): Promise<boolean> {
  const answer = await pb.send<{ enabled?: boolean } | undefined>('/api/gymbuddy/mail', {
    method: 'GET',
  })
  return answer?.enabled === true
}

async function holdsCredential(userId: string): Promise<boolean> {
  const page = await pb
    .collection('credentials')
    .getList(1, 1, { filter: pb.filter('trainer = {:id}', { id: userId }), skipTotal: true })
  return page.items.length > 0
}

async function offersPackage(userId: string): Promise<boolean> {
  const page = await pb
    .collection('packages')
    .getList(1, 1, { filter: pb.filter('trainer = {:id}', { id: userId }), skipTotal: true })
  return page.items.length > 0
}

/** What the setup checklist reads besides the member's own record. */
export async function fetchTrainerSetup(userId: string): Promise<TrainerSetupData> {
  const [profile, serverSendsEmail, hasCredential, hasPackage] = await Promise.all([
    findOwnTrainerProfile(userId),
    mailEnabled().catch(() => false),
    holdsCredential(userId).catch(() => false),
    offersPackage(userId).catch(() => false),
  ])
  return { profile, serverSendsEmail, hasCredential, hasPackage }
}
