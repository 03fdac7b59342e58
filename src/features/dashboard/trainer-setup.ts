// A new trainer's setup checklist: every step of a coach's setup, each opening where it is done.
import type { TrainerProfileRecord, UserRecord } from '@/lib/types'
import { parseVenues } from '@/lib/venues'

type TrainerSetupStepId =
  // eslint-disable-next-line gymbuddy/no-status-literal -- a setup step's name, not a payment state
  'profile' | 'venues' | 'hours' | 'photo' | 'paynow' | 'email' | 'package' | 'credential'

export interface TrainerSetupStep {
  id: TrainerSetupStepId
  label: string
  hint: string
  /** The screen and, after '#', the id of the card or field where the step is done. */
  to: string
  done: boolean
  /** Not needed for a complete listing: not counted, and the checklist goes without it. */
  optional?: boolean
}

/** Where each step is done: the screen and the id of its card (the e2e opens every one). */
const SETUP_STEP_PLACES: Record<TrainerSetupStepId, string> = {
  profile: '/user/gym-buddy-profile/edit#trainer-profile',
  venues: '/user/gym-buddy-profile/edit#venues',
  hours: '/user/gym-buddy-profile/hours#working-hours',
  photo: '/user/account#account-photo-title',
  paynow: '/user/payments#paynow-heading',
  email: '/user/account#account-email-title',
  package: '/user/payments#packages-heading',
  credential: '/user/gym-buddy-profile/edit#credentials',
}

type SetupProfile = Pick<TrainerProfileRecord, 'specializations' | 'preferredLocation'> &
  Partial<Pick<TrainerProfileRecord, 'experienceLevel' | 'venues' | 'paynowId'>> & {
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

export interface TrainerSetupFacts {
  serverSendsEmail: boolean
  hasCredential?: boolean
  hasPackage?: boolean
}

/**
 * The checklist's steps, in the order a new trainer takes them. Verifying the email is a step only
 * where the server sends email (elsewhere no link could ever arrive); a package and a credential
 * are optional (a coach may be paid per session, and a credential is a badge), last.
 */
export function trainerSetupSteps(
  user: Pick<UserRecord, 'avatar' | 'verified'>,
  profile: SetupProfile | null,
  facts: TrainerSetupFacts,
): TrainerSetupStep[] {
  const step = (
    id: TrainerSetupStepId,
    label: string,
    hint: string,
    done: boolean,
    optional = false,
  ): TrainerSetupStep => ({
    id,
    label,
    hint,
    to: SETUP_STEP_PLACES[id],
    done,
    ...(optional ? { optional } : {}),
  })
  const steps = [
    step(
      'profile',
      'Complete your Gym Buddy Profile',
      'Your specializations, experience and where you train: clients find you by them.',
      isListable(profile),
    ),
    step(
      'venues',
      'Add your venues',
      'The gyms, condos or parks where you meet clients: they choose one when they book.',
      parseVenues(profile?.venues).length > 0,
    ),
    step(
      'hours',
      'Set your working hours and notice',
      'Until then, clients may request any hour, at any notice.',
      // Saved hours are never null: "every hour" is stored as {} (week-grid-logic.ts).
      profile?.weeklyHours != null,
    ),
    step(
      'photo',
      'Add a profile photo',
      'Clients book trainers they can picture.',
      Boolean(user.avatar),
    ),
    step(
      'paynow',
      'Add your PayNow details',
      'Clients pay you by scanning a PayNow QR code made from them.',
      Boolean(profile?.paynowId),
    ),
  ]
  if (facts.serverSendsEmail) {
    steps.push(
      step(
        'email',
        'Verify your email',
        'So booking requests and messages reach you.',
        Boolean(user.verified),
      ),
    )
  }
  steps.push(
    step(
      // eslint-disable-next-line gymbuddy/no-status-literal -- a setup step's name
      'package',
      'Offer a package',
      'Sessions sold together, e.g. 10 for a lower price each.',
      Boolean(facts.hasPackage),
      true,
    ),
    step(
      'credential',
      'Add a credential',
      'An NREP registration or a CPR/AED certificate we check shows as a badge on your card.',
      Boolean(facts.hasCredential),
      true,
    ),
  )
  return steps
}

/** The steps a complete listing needs (the optional ones left out). */
export function requiredSteps(steps: TrainerSetupStep[]): TrainerSetupStep[] {
  return steps.filter((step) => !step.optional)
}
