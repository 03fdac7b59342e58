// Small factories for the integration tests: each call makes fresh users with unique emails.
import PocketBase, { ClientResponseError } from 'pocketbase'
import { expect } from 'vitest'
import type {
  ClientProfileRecord,
  TrainerProfileRecord,
  TypedPocketBase,
  UserRecord,
} from '@/lib/types'

export interface Server {
  url: string
  superuser?: { email: string; password: string }
}

export interface Member {
  pb: TypedPocketBase
  record: UserRecord
  email: string
  password: string
}

export const PASSWORD = 'Passw0rd123'

let sequence = 0

export function uniqueEmail(prefix: string): string {
  sequence += 1
  return `${prefix}-${Date.now().toString(36)}-${sequence}@gymbuddy.test`
}

/** A signed-out SDK client (a visitor, or a raw client before it logs in). */
export function makeVisitor(server: Server): TypedPocketBase {
  const pb = new PocketBase(server.url) as TypedPocketBase
  pb.autoCancellation(false)
  return pb
}

/** What sign-up sends besides the member's details: agreeing to the terms (the form's tick box). */
export const SIGN_UP_AGREEMENT = { acceptTerms: true }

/** Registers and signs in a user with no profile yet (userType ''). */
export async function makeMember(server: Server, name = 'Member'): Promise<Member> {
  const pb = makeVisitor(server)
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'))
  await pb
    .collection('users')
    .create({ name, email, password: PASSWORD, passwordConfirm: PASSWORD, ...SIGN_UP_AGREEMENT })
  const auth = await pb.collection('users').authWithPassword(email, PASSWORD)
  return { pb, record: auth.record, email, password: PASSWORD }
}

/** A first fitness profile's body as the app sends it, the health consent ticked. */
export const clientProfileInput = {
  fitnessGoals: ['Weight Loss', 'Strength Training'],
  experienceLevel: 'Beginner',
  preferredLocation: 'Central',
  additionalInfo: '',
  budget: null,
  healthConsent: true,
}

export const trainerProfileInput = {
  specializations: ['Weights', 'Boxing'],
  experienceLevel: '3-5 years',
  preferredLocation: 'East',
  rate: 80,
  bio: 'Strength coach.',
  certifications: 'ACE CPT',
}

/** A client as the app makes one: register, create the profile, link it. */
export async function makeClient(
  server: Server,
  name = 'Client',
): Promise<Member & { profile: ClientProfileRecord }> {
  const member = await makeMember(server, name)
  const profile = await member.pb
    .collection('client_profiles')
    .create({ ...clientProfileInput, user: member.record.id })
  const record = await member.pb
    .collection('users')
    .update(member.record.id, { profile: profile.id, userType: 'client' })
  return { ...member, record, profile }
}

/** A trainer as the app makes one: register, create the trainer profile, link it. */
export async function makeTrainer(
  server: Server,
  name = 'Trainer',
): Promise<Member & { profile: TrainerProfileRecord }> {
  const member = await makeMember(server, name)
  const profile = await member.pb
    .collection('trainer_profiles')
    .create({ ...trainerProfileInput, user: member.record.id })
  const record = await member.pb
    .collection('users')
    .update(member.record.id, { trainer_profile: profile.id, userType: 'trainer' })
  return { ...member, record, profile }
}

/** A member who became a trainer without a trainer profile yet (the app's "Become a trainer"). */
export async function makeBareTrainer(server: Server, name = 'New Trainer'): Promise<Member> {
  const member = await makeMember(server, name)
  const record = await member.pb
    .collection('users')
    .update(member.record.id, { userType: 'trainer' })
  return { ...member, record }
}

/**
 * An ISO instant `daysAhead` days from now at `sgtHour`:00 Singapore time (UTC+8, no DST).
 * Days start counting from tomorrow in Singapore, so the slot is always in the future.
 */
export function sgtSlot(daysAhead: number, sgtHour: number): string {
  const nowSgt = new Date(Date.now() + 8 * 3600_000)
  const day = Date.UTC(
    nowSgt.getUTCFullYear(),
    nowSgt.getUTCMonth(),
    nowSgt.getUTCDate() + daysAhead,
  )
  return new Date(day + (sgtHour - 8) * 3600_000).toISOString()
}

/** PocketBase's stored form of an ISO instant ("2030-01-01 01:00:00.000Z"). */
export function stored(iso: string): string {
  return iso.replace('T', ' ')
}

/**
 * Status of a refused ownership or participation check: the collection rules answer 404 (update)
 * or 400 (create), and the input guard (pb_hooks/lib/platform/input_guard.js) may answer first with a
 * field-level 400.
 */
export const NOT_YOURS = [400, 404]

export interface Refusal {
  /** One status, or any of several (see NOT_YOURS). */
  status: number | number[]
  field?: string
  code?: string
  message?: string
}

/** Asserts the request is refused with this status (and, when given, field/code/message). */
export async function expectRefused(request: Promise<unknown>, expected: Refusal): Promise<void> {
  let error: unknown
  try {
    await request
  } catch (caught) {
    error = caught
  }
  expect(error, 'the request should have been refused').toBeInstanceOf(ClientResponseError)
  const response = error as ClientResponseError
  const statuses = Array.isArray(expected.status) ? expected.status : [expected.status]
  expect(statuses).toContain(response.status)
  if (expected.field) {
    const data = response.response.data as Record<string, { code: string; message: string }>
    expect(Object.keys(data)).toContain(expected.field)
    if (expected.code) expect(data[expected.field]?.code).toBe(expected.code)
  }
  if (expected.message) expect(response.response.message).toBe(expected.message)
}

/** A signed-in operator: a member whose hidden `operator` flag a superuser set. */
export async function makeOperator(
  server: Server & { root: TypedPocketBase },
  name = 'Olive Operator',
): Promise<Member> {
  const member = await makeMember(server, name)
  await server.root.collection('users').update(member.record.id, { operator: true })
  await member.pb.collection('users').authRefresh()
  return member
}
