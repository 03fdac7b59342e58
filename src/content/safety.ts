// The member safety tools' fixed words (src/components/safety/): what each report kind means to a
// member, and what Block and Report say. The kinds are the server's (pb_migrations/
// 1900002630_blocks_and_reports.js); the server's refusals keep their own words.
import type { ReportsKindOptions, ReportsStatusOptions } from '@/lib/pocketbase-types'

export type ReportKind = ReportsKindOptions
export type ReportStatus = ReportsStatusOptions

/** Each kind a member picks from, in the order shown, with its label. */
export const REPORT_KINDS: readonly { kind: ReportKind; label: string }[] = [
  { kind: 'harassment', label: 'Harassment or bullying' },
  { kind: 'safety', label: 'A safety concern (threats, violence, unsafe training)' },
  { kind: 'fake_profile', label: 'Fake profile or impersonation' },
  { kind: 'spam', label: 'Spam or a scam' },
  { kind: 'inappropriate_review', label: 'An inappropriate review' },
  { kind: 'other', label: 'Something else' },
]

/** What a member's report list says of each status. */
export const REPORT_STATUS_WORDS: Record<ReportStatus, string> = {
  open: 'Waiting for our team',
  actioned: 'We took action',
  dismissed: 'Looked at: no action needed',
}

export const SAFETY_TEXTS = {
  menu: (name: string) => `Block or report ${name}`,
  report: 'Report',
  reportMember: (name: string) => `Report ${name}`,
  reportMessage: 'Report message',
  reportReview: 'Report review',
  thisMessage: 'this message',
  thisReview: 'this review',
  reportTitle: (what: string) => `Report ${what}`,
  reportDescription:
    'Our team reads every report within 24 hours. The member you report is not told who reported them.',
  kindLegend: 'What is wrong?',
  textLabel: 'What happened? (optional)',
  textLabelRequired: 'What happened?',
  textRequired: 'Say what happened.',
  textTooLong: (max: number) => `Keep it to ${max} characters.`,
  send: 'Send report',
  sending: 'Sending...',
  cancel: 'Cancel',
  sent: 'Report sent. Our team will look at it within 24 hours.',
  resend: 'Resend verification email',
  resent: (email: string) => `We sent a new verification link to ${email}.`,
  block: 'Block',
  blockMember: (name: string) => `Block ${name}`,
  blockTitle: (name: string) => `Block ${name}?`,
  blockDescription:
    'Neither of you can message, book or wait for the other any more, and your upcoming sessions and weekly series together are cancelled. They are not told that you blocked them. You can unblock them from your account.',
  blockConfirm: 'Block',
  blocking: 'Blocking...',
  blocked: (name: string) => `${name} is blocked.`,
  blockedTitle: 'Blocked members',
  blockedNone: 'You have not blocked anyone.',
  unblock: 'Unblock',
  unblockMember: (name: string) => `Unblock ${name}`,
  unblocked: (name: string) => `${name} is unblocked.`,
  reportsTitle: 'My reports',
  reportsNone: 'You have not reported anyone.',
  formerMember: 'Former member',
  loadFailed: 'Could not load this list.',
  retry: 'Try again',
} as const

/** The longest report text the server keeps (lib/safety/reports.js). */
export const MAX_REPORT_TEXT = 2000
