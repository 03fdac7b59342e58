// The report form's rules, as plain functions (report-form.test.ts): which kinds a subject offers,
// which one is picked first, and what the typed text must be (the server checks the same).
import { MAX_REPORT_TEXT, REPORT_KINDS, SAFETY_TEXTS, type ReportKind } from '@/content/safety'
import { characterCount } from '@/lib/characters'
import type { ReportSubject } from '@/lib/safety-api'

/** The kinds offered: "An inappropriate review" only for a review, and for a review first. */
export function kindsFor(subject: ReportSubject): typeof REPORT_KINDS {
  if ('review' in subject) {
    const review = REPORT_KINDS.filter((k) => k.kind === 'inappropriate_review')
    return [...review, ...REPORT_KINDS.filter((k) => k.kind !== 'inappropriate_review')]
  }
  return REPORT_KINDS.filter((k) => k.kind !== 'inappropriate_review')
}

/** The kind picked when the form opens. */
export function firstKind(subject: ReportSubject): ReportKind {
  return kindsFor(subject)[0]!.kind
}

/** Why the text cannot be sent, or undefined: required for "Something else", at most 2,000. */
export function textProblem(kind: ReportKind, text: string): string | undefined {
  const trimmed = text.trim()
  if (kind === 'other' && !trimmed) return SAFETY_TEXTS.textRequired
  if (characterCount(trimmed) > MAX_REPORT_TEXT) return SAFETY_TEXTS.textTooLong(MAX_REPORT_TEXT)
  return undefined
}
