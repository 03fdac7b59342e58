// The trainer's Credentials card, as plain functions: the kinds, what a new credential needs (the
// server checks the same: pb_hooks/lib/safety/credentials.js), the status shown and when to renew.
import { formatSgtLongDate, parsePbDate, sgtToday } from '@/lib/dates'
import { CredentialsStatusOptions } from '@/lib/pocketbase-types'
import type { CredentialRecord } from '@/lib/types'

export type CredentialKind = CredentialRecord['kind']

export const CREDENTIAL_KINDS: readonly { kind: CredentialKind; label: string }[] = [
  { kind: 'nrep', label: 'NREP registration' },
  { kind: 'cpr_aed', label: 'CPR/AED certificate' },
  { kind: 'certificate', label: 'Other certificate' },
]

/** The document field's limits (credentials.document: 5 MB, a PDF or a photo). */
const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024
export const DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
] as const

/** How long before its expiry a verified credential asks to be renewed (the server's notice). */
const RENEW_DAYS = 30
const DAY_MS = 24 * 3600 * 1000

export interface CredentialInput {
  /** '' until the trainer picks one: a new credential is of no kind we chose for them. */
  kind: CredentialKind | ''
  title: string
  number: string
  issuer: string
  /** The last day it is valid, "YYYY-MM-DD" (Singapore), '' when it does not expire. */
  expiresOn: string
  document: File | null
}

export const EMPTY_CREDENTIAL: CredentialInput = {
  kind: '',
  title: '',
  number: '',
  issuer: '',
  expiresOn: '',
  document: null,
}

export type CredentialProblems = Partial<Record<keyof CredentialInput, string>>

const pad = (n: number) => String(n).padStart(2, '0')

/** Today in Singapore as "YYYY-MM-DD" (the date input's format). */
export function sgtTodayIso(now: Date = new Date()): string {
  const day = sgtToday(now)
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`
}

/** What stops the credential from being sent, by field (none: {}). */
export function credentialProblems(input: CredentialInput, today: string): CredentialProblems {
  const problems: CredentialProblems = {}
  if (!input.kind) problems.kind = 'Choose what this credential is.'
  if (input.kind === 'certificate' && !input.title.trim())
    problems.title = 'Name the certificate (for example “ACE CPT”).'
  if (input.kind === 'cpr_aed' && !input.expiresOn)
    problems.expiresOn = 'A CPR/AED certificate needs its expiry date.'
  else if (input.expiresOn && input.expiresOn < today)
    problems.expiresOn = 'This date has passed: add the renewed certificate instead.'
  const file = input.document
  if (file && !(DOCUMENT_TYPES as readonly string[]).includes(file.type))
    problems.document = 'The document must be a PDF or a JPEG, PNG, WebP or GIF photo.'
  else if (file && file.size > MAX_DOCUMENT_BYTES)
    problems.document = 'The document can be at most 5 MB.'
  return problems
}

/** A credential's states (the schema's select): CREDENTIAL.expired, never 'expired'. */
export const CREDENTIAL = CredentialsStatusOptions
export type CredentialTone = CredentialsStatusOptions

function hasPassed(credential: CredentialRecord, now: Date): boolean {
  return !!credential.expiresAt && parsePbDate(credential.expiresAt).getTime() <= now.getTime()
}

/** The status the card shows: a verified credential whose date passed is expired already. */
export function credentialStatus(
  credential: CredentialRecord,
  now: Date,
): { tone: CredentialTone; label: string } {
  const status = credential.status || CREDENTIAL.pending
  if (
    status === CREDENTIAL.expired ||
    (status === CREDENTIAL.verified && hasPassed(credential, now))
  )
    return { tone: CREDENTIAL.expired, label: 'Expired' }
  if (status === CREDENTIAL.verified) return { tone: CREDENTIAL.verified, label: 'Verified' }
  if (status === CREDENTIAL.rejected) return { tone: CREDENTIAL.rejected, label: 'Not verified' }
  return { tone: CREDENTIAL.pending, label: 'Waiting for a check' }
}

/** "Valid until 31 March 2027" (Singapore), '' for a credential without an expiry. */
export function validUntilText(credential: CredentialRecord): string {
  return credential.expiresAt ? `Valid until ${formatSgtLongDate(credential.expiresAt)}` : ''
}

/** A verified credential within 30 days of its expiry, or one that expired: time to add the new one. */
export function needsRenewal(credential: CredentialRecord, now: Date): boolean {
  if (!credential.expiresAt) return false
  const tone = credentialStatus(credential, now).tone
  if (tone === CREDENTIAL.expired) return true
  const left = parsePbDate(credential.expiresAt).getTime() - now.getTime()
  return tone === CREDENTIAL.verified && left <= RENEW_DAYS * DAY_MS
}

/** The form for the renewed certificate: what it is and who issued it, the rest new. */
export function renewalInput(credential: CredentialRecord): CredentialInput {
  return {
    ...EMPTY_CREDENTIAL,
    kind: credential.kind,
    title: credential.title ?? '',
    issuer: credential.issuer ?? '',
  }
}

/** The kind's words ("CPR/AED certificate"). */
export function kindLabel(kind: CredentialKind): string {
  return CREDENTIAL_KINDS.find((item) => item.kind === kind)?.label ?? 'Certificate'
}
