import { Badge } from '@/components/ui/badge'
import { formatSgtShortDateTime, parsePbDate } from '@/lib/dates'
import { displayName } from '@/lib/people'
import { hideReview, handleReport, setSuspended, type OpenReport } from './ops-api'
import { REPORT_KIND_WORDS, ageText, reportDeadline } from './ops-words'
import { ReasonDialog } from './reason-dialog'

/** One open report: who, about whom, how old against the 24-hour target, the evidence, and the
 * decisions an operator takes on it. */
export function ReportCard({
  report,
  now,
  onDone,
}: {
  report: OpenReport
  now: Date
  onDone: () => void
}) {
  const created = parsePbDate(report.created)
  const deadline = reportDeadline(created, now)
  const reporter = displayName(report.expand?.reporter) || 'A member'
  const target = displayName(report.expand?.target) || 'a member'
  const review = report.expand?.review
  const session = report.session
  const kind = REPORT_KIND_WORDS[report.kind]
  const titleId = `report-${report.id}`
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold">
          {kind}: {target}
        </h3>
        <Badge variant={deadline.overdue ? 'destructive' : 'outline'}>{deadline.text}</Badge>
        <span className="text-sm text-muted-foreground">
          {ageText(created, now)} · {formatSgtShortDateTime(created)}
        </span>
      </div>
      <p className="text-sm">
        Reported by <strong className="break-words">{reporter}</strong> about{' '}
        <strong className="break-words">{target}</strong>
      </p>
      {report.text && (
        <blockquote className="border-l pl-3 text-sm break-words whitespace-pre-line">
          {report.text}
        </blockquote>
      )}
      {review && (
        <p className="text-sm break-words">
          Review ({review.rating} of 5){review.hiddenAt ? ', hidden' : ''}:{' '}
          {review.text || 'no text'}
        </p>
      )}
      {session && (
        <p className="text-sm">
          Session: {formatSgtShortDateTime(session.datetime)}
          {session.venue ? ` at ${session.venue}` : ''} ({session.status})
        </p>
      )}
      {report.evidence && report.evidence.length > 0 && (
        <details className="rounded-md border p-3 text-sm">
          <summary className="cursor-pointer font-medium">
            Chat evidence ({report.evidence.length} messages)
          </summary>
          <ol className="mt-2 grid gap-2">
            {report.evidence.map((line) => (
              <li key={line.id} className={line.reported ? 'rounded bg-destructive/10 p-2' : 'p-2'}>
                <span className="font-medium">{line.senderName || 'A member'}</span>{' '}
                <span className="text-muted-foreground">
                  {formatSgtShortDateTime(line.created)}
                  {line.reported ? ' · reported message' : ''}
                </span>
                <p className="break-words whitespace-pre-line">{line.text}</p>
              </li>
            ))}
          </ol>
        </details>
      )}
      <div className="flex flex-wrap gap-2">
        <ReasonDialog
          trigger="Mark actioned"
          triggerVariant="default"
          title={`Close this report as actioned`}
          description={`${kind} report about ${target}. Say what was done; the reporter sees the report as actioned.`}
          reasonLabel="Resolution"
          confirmLabel="Mark actioned"
          onConfirm={(resolution) => handleReport(report.id, 'actioned', resolution)}
          onDone={onDone}
        />
        <ReasonDialog
          trigger="Dismiss"
          title="Dismiss this report"
          description={`${kind} report about ${target}. Say why no action is needed.`}
          reasonLabel="Resolution"
          confirmLabel="Dismiss report"
          onConfirm={(resolution) => handleReport(report.id, 'dismissed', resolution)}
          onDone={onDone}
        />
        <ReasonDialog
          trigger={`Suspend ${target}`}
          title={`Suspend ${target}`}
          description="They are signed out everywhere, cannot sign in, leave the finder, and their upcoming sessions are cancelled with a notice to the other side."
          confirmLabel="Suspend"
          destructive
          onConfirm={async (reason) => {
            await setSuspended(report.target, true, reason)
          }}
          onDone={onDone}
        />
        {review && !review.hiddenAt && (
          <ReasonDialog
            trigger="Hide review"
            title="Hide this review"
            description="It leaves the trainer's page and averages; its author sees it marked hidden, with your reason."
            confirmLabel="Hide review"
            destructive
            onConfirm={(reason) => hideReview(review.id, reason)}
            onDone={onDone}
          />
        )}
      </div>
    </article>
  )
}
