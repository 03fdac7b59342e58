// The operator desk's calls, exactly the server's contracts (docs/trust-and-safety.md): the ops
// routes for the summary, members, suspensions, disputes and reviews; the records API for
// reports, credentials and the log (their rules let operators read and decide them).
import type { Outcome } from '@/content/statuses'
import { pb } from '@/lib/pocketbase'
import type {
  CredentialsKindOptions,
  CredentialsStatusOptions,
  OperatorActionsActionOptions,
  ReportsKindOptions,
} from '@/lib/pocketbase-types'

const OPS = '/api/gymbuddy/ops'

/** A member as a relation expands to it: enough to name them. */
interface Person {
  id: string
  name?: string
  email?: string
}

export interface OpsSummary {
  openReports: number
  pendingCredentials: number
  openDisputes: number
}

/** One line of a message report's evidence: the reported message and the ten before it. */
interface EvidenceLine {
  id: string
  sender: string
  senderName: string
  text: string
  created: string
  reported: boolean
}

export interface OpenReport {
  id: string
  created: string
  kind: ReportsKindOptions
  text?: string
  reporter: string
  target: string
  review?: string
  booking?: string
  /** The reported session, as the server shows it to operators (they read no bookings). */
  session?: { datetime: string; venue: string; status: string }
  evidence?: EvidenceLine[] | null
  expand?: {
    reporter?: Person
    target?: Person
    review?: { id: string; rating: number; text?: string; hiddenAt?: string }
  }
}

export interface PendingCredential {
  id: string
  collectionId: string
  created: string
  trainer: string
  kind: CredentialsKindOptions
  title?: string
  number?: string
  issuer?: string
  expiresAt?: string
  document?: string
  status?: CredentialsStatusOptions
  expand?: { trainer?: Person }
}

export interface OpenDispute {
  id: string
  datetime: string
  venue: string
  client: { id: string; name: string }
  trainer: { id: string; name: string }
  answers: { client: Outcome | ''; trainer: Outcome | '' }
  answeredFirst: 'client' | 'trainer'
}

export interface DeskMember {
  id: string
  name: string
  email: string
  userType: string
  verified: boolean
  created: string
  suspendedAt: string
  operator: boolean
}

export interface LoggedAction {
  id: string
  created: string
  action: OperatorActionsActionOptions
  reason: string
  record?: string
  target?: string
  expand?: { operator?: Person; target?: Person }
}

/** The desk's first call: a 404 means the caller is no operator. */
export function loadSummary(): Promise<OpsSummary> {
  return pb.send<OpsSummary>(`${OPS}/summary`, { method: 'GET' })
}

/** Open reports, oldest first, with who reported whom and what. */
export async function loadOpenReports(): Promise<{ items: OpenReport[]; total: number }> {
  const page = await pb.collection('reports').getList<OpenReport>(1, 100, {
    sort: 'created',
    filter: 'status = "open"',
    expand: 'reporter,target,review',
  })
  return { items: page.items, total: page.totalItems }
}

/** Closes a report: actioned or dismissed, with the resolution (the hook logs it). */
export async function handleReport(
  id: string,
  status: 'actioned' | 'dismissed',
  resolution: string,
): Promise<void> {
  await pb.collection('reports').update(id, { status, resolution })
}

/** Credentials waiting for a check, oldest first, each with its trainer's name. */
export async function loadPendingCredentials(): Promise<PendingCredential[]> {
  const page = await pb.collection('credentials').getList<PendingCredential>(1, 100, {
    sort: 'created',
    filter: 'status = "pending"',
  })
  // Names from users_view (trainers are public there): the server allows no expand here.
  const ids = [...new Set(page.items.map((credential) => credential.trainer))]
  if (ids.length === 0) return page.items
  const trainers = await pb.collection('users_view').getFullList({
    filter: ids.map((id) => pb.filter('id = {:id}', { id })).join(' || '),
    fields: 'id,name',
  })
  const byId = new Map(trainers.map((trainer) => [trainer.id, trainer]))
  return page.items.map((credential) => ({
    ...credential,
    expand: { trainer: byId.get(credential.trainer) },
  }))
}

/** Verifies or rejects a credential with the operator's note (the hook logs it). */
export async function reviewCredential(
  id: string,
  status: 'verified' | 'rejected',
  note: string,
): Promise<void> {
  await pb.collection('credentials').update(id, { status, note })
}

/** The credential's document, by a short-lived file token (the file is protected). */
export async function credentialDocumentUrl(credential: PendingCredential): Promise<string> {
  const token = await pb.files.getToken()
  return pb.files.getURL(credential, credential.document ?? '', { token })
}

export async function loadOpenDisputes(): Promise<OpenDispute[]> {
  const answer = await pb.send<{ items: OpenDispute[] }>(`${OPS}/disputes`, { method: 'GET' })
  return answer.items
}

export async function settleDispute(bookingId: string, outcome: Outcome, note: string) {
  await pb.send(`${OPS}/disputes/${encodeURIComponent(bookingId)}`, {
    method: 'POST',
    body: { outcome, note },
  })
}

export async function searchMembers(q: string): Promise<DeskMember[]> {
  const answer = await pb.send<{ items: DeskMember[] }>(`${OPS}/members`, {
    method: 'GET',
    query: { q },
  })
  return answer.items
}

/** Suspends or unsuspends a member; answers their new suspension mark ('' when lifted). */
export async function setSuspended(user: string, suspend: boolean, reason: string) {
  const answer = await pb.send<{ user: { id: string; suspendedAt: string } }>(
    `${OPS}/${suspend ? 'suspend' : 'unsuspend'}`,
    { method: 'POST', body: { user, reason } },
  )
  return answer.user.suspendedAt ?? ''
}

/** Hides a review from the public list and the averages (its author still reads it). */
export async function hideReview(reviewId: string, reason: string): Promise<void> {
  await pb.send(`${OPS}/reviews/${encodeURIComponent(reviewId)}/hide`, {
    method: 'POST',
    body: { reason },
  })
}

/** The operators' decisions, newest first. */
export async function loadLog(page: number, perPage: number) {
  return pb.collection('operator_actions').getList<LoggedAction>(page, perPage, {
    sort: '-created',
    expand: 'operator,target',
  })
}
