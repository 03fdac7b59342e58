// Blocks and reports (docs/trust-and-safety.md, "Blocks and reports"): every call the safety
// screens make. The server fills who is reported, the status and the evidence (lib/safety/reports.js).
import { pb } from './pocketbase'
import type { BlocksResponse, ReportsResponse } from './pocketbase-types'
import type { ReportKind, ReportStatus } from '@/content/safety'

/** A block as its blocker reads it, with the blocked member's name. */
export type BlockRecord = Omit<BlocksResponse, 'expand'> & { blockedName?: string }

/** One of the member's own reports as they read it: no evidence, no operators' notes. */
export interface OwnReport {
  id: string
  kind: ReportKind
  status: ReportStatus
  created: string
  handledAt: string
  targetName?: string
  message: string
  review: string
  booking: string
}

/** What a report is about: a member, or one message, review or booking (the server names whom). */
export type ReportSubject =
  { target: string } | { message: string } | { review: string } | { booking: string }

export interface ReportInput {
  kind: ReportKind
  text: string
}

export function blockMember(me: string, memberId: string): Promise<BlockRecord> {
  return pb.collection('blocks').create<BlockRecord>({ blocker: me, blocked: memberId })
}

export function unblock(blockId: string): Promise<boolean> {
  return pb.collection('blocks').delete(blockId)
}

export function listBlocks(): Promise<BlockRecord[]> {
  return pb.collection('blocks').getFullList<BlockRecord>({ sort: '-created' })
}

export async function sendReport(
  me: string,
  subject: ReportSubject,
  input: ReportInput,
): Promise<void> {
  await pb
    .collection('reports')
    .create<ReportsResponse>({ reporter: me, ...subject, kind: input.kind, text: input.text })
}

export function listOwnReports(): Promise<OwnReport[]> {
  return pb.collection('reports').getFullList<OwnReport>({ sort: '-created' })
}

/** Sends the verification link again (reporting needs a verified email). */
export async function resendVerification(email: string): Promise<void> {
  await pb.collection('users').requestVerification(email)
}
