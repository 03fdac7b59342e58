// A new trainer's setup checklist: what a complete listing needs, each step with its screen.
import type { TrainerProfileRecord, UserRecord } from '@/lib/types'

const ACCOUNT_PATH = '/user/account'

export interface TrainerSetupStep {
  id: 'profile' | 'photo' | 'hours' | 'email' | 'credential'
  label: string
  hint: string
  to: string
  done: boolean
  /** Not needed for a complete listing: not counted, and the checklist goes without it. */
  optional?: boolean
}

type SetupProfile = Pick<TrainerProfileRecord, 'specializations' | 'preferredLocation'> & {
  weeklyHours?: unknown
}

/** At least one specialization and a location: without them the finder does not list a trainer. */
export function isListable(profile: SetupProfile | null): boolean {
  if (!profile) return false
  const { specializations } = profile
  const named = Array.isArray(specializations)
    ? specializations.some((item) => item.trim() !== '')
    : typeof specializations === 'string' && specializations.trim() !== ''
  return named && Boolean(profile.preferredLocation?.trim())
}

/**
 * The checklist's steps, in the order a new trainer takes them. Verifying the email is a step only
 * where the server sends email (elsewhere no link could ever arrive); adding a credential is
 * optional, last.
 */
export function trainerSetupSteps(
  user: Pick<UserRecord, 'avatar' | 'verified'>,
  profile: SetupProfile | null,
  serverSendsEmail: boolean,
  hasCredential = false,
): TrainerSetupStep[] {
  const steps: TrainerSetupStep[] = [
    {
      id: 'profile',
      label: 'Complete your Gym Buddy Profile',
      hint: 'At least one specialization and where you train: clients find you by them.',
      to: '/user/gym-buddy-profile/edit',
      done: isListable(profile),
    },
    {
      id: 'photo',
      label: 'Add a profile photo',
      hint: 'Clients book trainers they can picture.',
      to: ACCOUNT_PATH,
      done: Boolean(user.avatar),
    },
    {
      id: 'hours',
      label: 'Set your working hours',
      hint: 'Until then, clients may request any hour.',
      to: '/user/gym-buddy-profile/hours',
      // Saved hours are never null: "every hour" is stored as {} (week-grid-logic.ts).
      done: profile?.weeklyHours != null,
    },
  ]
  if (serverSendsEmail) {
    steps.push({
      id: 'email',
      label: 'Verify your email',
      hint: 'So booking requests and messages reach you.',
      to: ACCOUNT_PATH,
      done: Boolean(user.verified),
    })
  }
  steps.push({
    id: 'credential',
    label: 'Add a credential',
    hint: 'An NREP registration or a CPR/AED certificate we check shows as a badge on your card.',
    to: '/user/gym-buddy-profile/edit#credentials',
    done: hasCredential,
    optional: true,
  })
  return steps
}

/** The steps a complete listing needs (the optional ones left out). */
export function requiredSteps(steps: TrainerSetupStep[]): TrainerSetupStep[] {
  return steps.filter((step) => !step.optional)
}
