import { useState } from 'react'
import { OUTCOME_WORDS, type Outcome } from '@/content/statuses'
import { formatSgtShortDateTime } from '@/lib/dates'
import { loadOpenDisputes, settleDispute, type OpenDispute } from './ops-api'
import { DeskSection } from './desk-section'
import { ReasonDialog } from './reason-dialog'
import { useDeskList } from './use-desk-list'

const OUTCOMES = Object.keys(OUTCOME_WORDS) as Outcome[]

function Answer({
  who,
  name,
  answer,
  first,
}: {
  who: string
  name: string
  answer: Outcome | ''
  first: boolean
}) {
  return (
    <div className="grid gap-1 rounded-md border p-3">
      <p className="text-sm text-muted-foreground">
        {who}: <span className="break-words">{name}</span>
        {first ? ' (answered first)' : ''}
      </p>
      <p className="font-medium">{answer ? OUTCOME_WORDS[answer] : 'No answer'}</p>
    </div>
  )
}

function SettleDialog({ dispute, onDone }: { dispute: OpenDispute; onDone: () => void }) {
  const [outcome, setOutcome] = useState<Outcome | ''>('')
  const name = `settle-${dispute.id}`
  return (
    <ReasonDialog
      trigger="Settle"
      triggerVariant="default"
      title="Settle this session"
      description={`${dispute.client.name} with ${dispute.trainer.name}, ${formatSgtShortDateTime(dispute.datetime)}. Your outcome is final: both are told, and their records count it.`}
      confirmLabel="Settle"
      incomplete={outcome ? '' : 'Choose the outcome.'}
      onConfirm={(note) => (outcome ? settleDispute(dispute.id, outcome, note) : Promise.resolve())}
      onDone={onDone}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Outcome</legend>
        {OUTCOMES.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
              className="size-4 accent-primary"
            />
            {OUTCOME_WORDS[value]}
          </label>
        ))}
      </fieldset>
    </ReasonDialog>
  )
}

/** Sessions whose two answers differ, oldest first: both answers side by side, and settle. */
export function DisputesTab({ onChanged }: { onChanged: () => void }) {
  const { list, reload, retry, headingRef } = useDeskList(loadOpenDisputes)
  const done = () => {
    reload()
    onChanged()
  }
  return (
    <DeskSection
      title="Disputed sessions"
      intro="Client and trainer answered differently whether the session happened."
      headingRef={headingRef}
      list={list}
      what="the disputes"
      isEmpty={(items) => items.length === 0}
      empty="No open disputes."
      onRetry={retry}
      onRefresh={done}
    >
      {(items) => (
        <ul className="grid gap-3">
          {items.map((dispute) => (
            <li key={dispute.id}>
              <article
                aria-labelledby={`dispute-${dispute.id}`}
                className="grid gap-3 rounded-lg border bg-card p-4"
              >
                <h3 id={`dispute-${dispute.id}`} className="font-semibold break-words">
                  {formatSgtShortDateTime(dispute.datetime)}
                  {dispute.venue ? ` at ${dispute.venue}` : ''}
                </h3>
                <div className="grid gap-2 sm:grid-cols-2">
                  <Answer
                    who="Client"
                    name={dispute.client.name}
                    answer={dispute.answers.client}
                    first={dispute.answeredFirst === 'client'}
                  />
                  <Answer
                    who="Trainer"
                    name={dispute.trainer.name}
                    answer={dispute.answers.trainer}
                    first={dispute.answeredFirst === 'trainer'}
                  />
                </div>
                <div>
                  <SettleDialog dispute={dispute} onDone={done} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </DeskSection>
  )
}
