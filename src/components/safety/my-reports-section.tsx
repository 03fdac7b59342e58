import { Badge } from '@/components/ui/badge'
import { REPORT_KINDS, REPORT_STATUS_WORDS, SAFETY_TEXTS } from '@/content/safety'
import { formatSgtDate } from '@/lib/dates'
import { listOwnReports } from '@/lib/safety-api'
import { SafetySection } from './safety-section'
import { useOwnList } from './use-own-list'

function kindLabel(kind: string): string {
  return REPORT_KINDS.find((k) => k.kind === kind)?.label ?? kind
}

/** Account screen: the reports I made, newest first, each with its status. */
export function MyReportsSection() {
  const { state, retry } = useOwnList(listOwnReports)
  return (
    <SafetySection
      id="account-reports"
      title={SAFETY_TEXTS.reportsTitle}
      state={state}
      empty={SAFETY_TEXTS.reportsNone}
      onRetry={retry}
    >
      {(reports) => (
        <ul className="divide-y">
          {reports.map((report) => (
            <li key={report.id} className="grid gap-1 py-2 sm:grid-cols-[1fr_auto] sm:items-center">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-medium">
                  {report.targetName || SAFETY_TEXTS.formerMember}
                </span>
                <span className="text-muted-foreground"> · {kindLabel(report.kind)}</span>
                <span className="block text-xs text-muted-foreground">
                  {formatSgtDate(report.created)}
                </span>
              </span>
              <Badge variant={report.status === 'open' ? 'secondary' : 'outline'}>
                {REPORT_STATUS_WORDS[report.status]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </SafetySection>
  )
}
