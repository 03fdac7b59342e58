import { isNotFound } from '@/lib/errors'
import { pb } from '@/lib/pocketbase'
import type { TrainerProfileRecord } from '@/lib/types'

export interface TrainerSetupData {
  profile: TrainerProfileRecord | null
  serverSendsEmail: boolean
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

/** What the setup checklist reads besides the member's own record. */
export async function fetchTrainerSetup(userId: string): Promise<TrainerSetupData> {
  const [profile, serverSendsEmail] = await Promise.all([
    findOwnTrainerProfile(userId),
    mailEnabled().catch(() => false),
  ])
  return { profile, serverSendsEmail }
}
