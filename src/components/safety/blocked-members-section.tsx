import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { SAFETY_TEXTS } from '@/content/safety'
import { formatSgtDate } from '@/lib/dates'
import { describeError } from '@/lib/errors'
import { listBlocks, unblock, type BlockRecord } from '@/lib/safety-api'
import { toast } from '@/lib/toast'
import { SafetySection } from './safety-section'
import { useOwnList } from './use-own-list'

function nameOf(block: BlockRecord): string {
  return block.blockedName || SAFETY_TEXTS.formerMember
}

/** Account screen: the members I blocked, each with Unblock. */
export function BlockedMembersSection() {
  const { state, retry, remove } = useOwnList(listBlocks)
  const [busy, setBusy] = useState('')

  async function lift(block: BlockRecord) {
    setBusy(block.id)
    try {
      await unblock(block.id)
      remove((item) => item.id !== block.id)
      toast.success(SAFETY_TEXTS.unblocked(nameOf(block)))
    } catch (error) {
      toast.error(describeError(error))
    } finally {
      setBusy('')
    }
  }

  return (
    <SafetySection
      id="account-blocked"
      title={SAFETY_TEXTS.blockedTitle}
      state={state}
      empty={SAFETY_TEXTS.blockedNone}
      onRetry={retry}
    >
      {(blocks) => (
        <ul className="divide-y">
          {blocks.map((block) => (
            <li key={block.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {nameOf(block)}
                <span className="ml-2 text-xs text-muted-foreground">
                  {formatSgtDate(block.created)}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={SAFETY_TEXTS.unblockMember(nameOf(block))}
                disabled={busy === block.id}
                onClick={() => void lift(block)}
              >
                {SAFETY_TEXTS.unblock}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SafetySection>
  )
}
