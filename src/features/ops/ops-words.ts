// The desk's words for the server's codes, and how old a report is against the 24-hour target.
import type {
  CredentialsKindOptions,
  OperatorActionsActionOptions,
  ReportsKindOptions,
} from '@/lib/pocketbase-types'

export const REPORT_KIND_WORDS: Record<ReportsKindOptions, string> = {
  harassment: 'Harassment',
  fake_profile: 'Fake profile',
  spam: 'Spam',
  safety: 'Safety',
  inappropriate_review: 'Inappropriate review',
  other: 'Other',
}

export const CREDENTIAL_KIND_WORDS: Record<CredentialsKindOptions, string> = {
  nrep: 'NREP registration',
  cpr_aed: 'CPR/AED certificate',
  certificate: 'Certificate',
}

export const ACTION_WORDS: Record<OperatorActionsActionOptions, string> = {
  verify_credential: 'Verified a credential',
  reject_credential: 'Rejected a credential',
  suspend: 'Suspended',
  unsuspend: 'Unsuspended',
  hide_review: 'Hid a review',
  restore_review: 'Restored a review',
  settle_dispute: 'Settled a dispute',
  dismiss_report: 'Dismissed a report',
  action_report: 'Actioned a report',
}

/** Reports are handled within this many hours (docs/trust-and-safety.md). */
const REPORT_TARGET_HOURS = 24

const HOUR_MS = 3_600_000

/** "Under 1 min old", "12 min old", "5 h old", "3 days old". */
export function ageText(created: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - created.getTime()) / 60_000))
  if (minutes < 1) return 'Under 1 min old'
  if (minutes < 60) return `${minutes} min old`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h old`
  return `${Math.floor(hours / 24)} days old`
}

/** Against the 24-hour target: overdue, or the hours left (rounded up). */
export function reportDeadline(created: Date, now: Date): { overdue: boolean; text: string } {
  const left = created.getTime() + REPORT_TARGET_HOURS * HOUR_MS - now.getTime()
  if (left <= 0) return { overdue: true, text: 'Over 24 h' }
  return { overdue: false, text: `Due in ${Math.ceil(left / HOUR_MS)} h` }
}
