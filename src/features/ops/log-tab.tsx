import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatSgtShortDateTime } from '@/lib/dates'
import { displayName } from '@/lib/people'
import { loadLog, type LoggedAction } from './ops-api'
import { ACTION_WORDS } from './ops-words'
import { DeskSection } from './desk-section'
import { useDeskList } from './use-desk-list'

const PER_PAGE = 50

interface LogPages {
  items: LoggedAction[]
  page: number
  more: boolean
}

async function firstPage(): Promise<LogPages> {
  const answer = await loadLog(1, PER_PAGE)
  return { items: answer.items, page: 1, more: answer.totalPages > 1 }
}

/** Every operator decision, newest first: who, what, on whom, and why. Append-only. */
export function LogTab() {
  const { list, retry, headingRef } = useDeskList(firstPage)
  const [older, setOlder] = useState<LogPages | null>(null)
  const [busy, setBusy] = useState(false)
  const shown = older ?? (list.state === 'ready' ? list.value : null)

  async function more() {
    if (!shown) return
    setBusy(true)
    try {
      const next = await loadLog(shown.page + 1, PER_PAGE)
      setOlder({
        items: [...shown.items, ...next.items],
        page: shown.page + 1,
        more: next.totalPages > shown.page + 1,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <DeskSection
      title="Log"
      intro="Every decision taken on the desk, newest first. Nobody edits or deletes it."
      headingRef={headingRef}
      list={list}
      what="the log"
      isEmpty={(value) => value.items.length === 0}
      empty="No decisions yet."
      onRetry={retry}
    >
      {() => (
        <>
          <ol className="grid gap-2">
            {(shown?.items ?? []).map((entry) => (
              <li key={entry.id} className="grid gap-1 rounded-lg border bg-card p-3 text-sm">
                <p>
                  <span className="font-medium">{ACTION_WORDS[entry.action]}</span>
                  {entry.expand?.target ? (
                    <>
                      {': '}
                      <span className="break-words">{displayName(entry.expand.target)}</span>
                    </>
                  ) : null}
                </p>
                <p className="text-muted-foreground">
                  {formatSgtShortDateTime(entry.created)} by{' '}
                  {displayName(entry.expand?.operator) || 'an operator'}
                </p>
                <p className="break-words whitespace-pre-line">{entry.reason}</p>
              </li>
            ))}
          </ol>
          {shown?.more && (
            <Button type="button" variant="outline" disabled={busy} onClick={() => void more()}>
              {busy ? 'Loading…' : 'Show older decisions'}
            </Button>
          )}
        </>
      )}
    </DeskSection>
  )
}
