import { BanIcon, FlagIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { SAFETY_TEXTS } from '@/content/safety'
import { cn } from '@/lib/utils'
import type { ReportSubject } from '@/lib/safety-api'
import { BlockDialog } from './block-dialog'
import { ReportDialog } from './report-dialog'

export interface MemberSafetyActionsProps {
  memberId: string
  memberName: string
  /** Report this record (a booking) instead of the member alone. */
  subject?: ReportSubject
  onBlocked?: () => void
  className?: string
}

/** "Report" and "Block" for another member: in the chat header, on a trainer page, on a booking. */
export function MemberSafetyActions({
  memberId,
  memberName,
  subject,
  onBlocked,
  className,
}: MemberSafetyActionsProps) {
  return (
    <div className={cn('flex shrink-0 gap-1', className)}>
      <ReportDialog
        subject={subject ?? { target: memberId }}
        what={memberName}
        trigger={
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={SAFETY_TEXTS.reportMember(memberName)}
          >
            <FlagIcon aria-hidden="true" />
            <span className="hidden sm:inline">{SAFETY_TEXTS.report}</span>
          </Button>
        }
      />
      <BlockDialog
        memberId={memberId}
        memberName={memberName}
        onBlocked={onBlocked}
        trigger={
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={SAFETY_TEXTS.blockMember(memberName)}
          >
            <BanIcon aria-hidden="true" />
            <span className="hidden sm:inline">{SAFETY_TEXTS.block}</span>
          </Button>
        }
      />
    </div>
  )
}
