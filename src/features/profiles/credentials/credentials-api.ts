// The trainer's own credentials over the records API (rules and checks: pb_hooks/lib/safety/credentials.js).
import { pb } from '@/lib/pocketbase'
import type { CredentialRecord } from '@/lib/types'
import type { CredentialInput } from './credentials-logic'

/** Every credential of the trainer, newest first (the rule gives a trainer all of theirs). */
export function listOwnCredentials(trainerId: string): Promise<CredentialRecord[]> {
  return pb.collection('credentials').getFullList({
    filter: pb.filter('trainer = {:id}', { id: trainerId }),
    sort: '-created',
  })
}

/** Adds one; the server keeps it pending until an operator checks it. */
export function addCredential(
  trainerId: string,
  input: CredentialInput,
): Promise<CredentialRecord> {
  const form = new FormData()
  form.append('trainer', trainerId)
  form.append('kind', input.kind)
  form.append('title', input.title.trim())
  form.append('number', input.number.trim())
  form.append('issuer', input.issuer.trim())
  form.append('expiresAt', input.expiresOn)
  if (input.document) form.append('document', input.document)
  return pb.collection('credentials').create(form)
}

export async function removeCredential(id: string): Promise<void> {
  await pb.collection('credentials').delete(id)
}

/** A short-lived link to the trainer's own document (a protected file needs a file token). */
export async function documentUrl(credential: CredentialRecord): Promise<string> {
  const token = await pb.files.getToken()
  return pb.files.getURL(credential, credential.document ?? '', { token })
}
