import { FlagIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { SAFETY_TEXTS } from '@/content/safety'
import type { ReportSubject } from '@/lib/safety-api'
import { ReportDialog } from './report-dialog'

/** A small "Report" under a received message or a review; its name says which. */
export function ReportButton({
  subject,
  label,
  what,
}: {
  subject: ReportSubject
  /** The accessible name, e.g. "Report message". */
  label: string
  /** In the dialog's title: "this message", "this review". */
  what: string
}) {
  return (
    <ReportDialog
      subject={subject}
      what={what}
      trigger={
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto p-0 text-xs text-muted-foreground"
          aria-label={label}
        >
          <FlagIcon aria-hidden="true" className="size-3" />
          {SAFETY_TEXTS.report}
        </Button>
      }
    />
  )
}
