import { useNow } from '@/lib/use-now'
import { loadOpenReports } from './ops-api'
import { DeskSection } from './desk-section'
import { ReportCard } from './report-card'
import { useDeskList } from './use-desk-list'

/** Open reports, oldest first: each is handled within 24 hours of being made. */
export function ReportsTab({ onChanged }: { onChanged: () => void }) {
  const { list, reload, retry, headingRef } = useDeskList(loadOpenReports)
  const now = useNow()
  const done = () => {
    reload()
    onChanged()
  }
  return (
    <DeskSection
      title="Open reports"
      intro="Oldest first. Every report gets a decision within 24 hours of being made."
      headingRef={headingRef}
      list={list}
      what="the reports"
      isEmpty={(value) => value.items.length === 0}
      empty="No open reports."
      onRetry={retry}
      onRefresh={done}
    >
      {({ items, total }) => (
        <>
          {total > items.length && (
            <p className="text-sm">
              The {items.length} oldest of {total} open reports.
            </p>
          )}
          <ul className="grid gap-3">
            {items.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} now={now} onDone={done} />
              </li>
            ))}
          </ul>
        </>
      )}
    </DeskSection>
  )
}
