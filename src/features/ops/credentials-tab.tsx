import { formatSgtLongDate, formatSgtShortDateTime } from '@/lib/dates'
import { displayName } from '@/lib/people'
import { loadPendingCredentials, reviewCredential, type PendingCredential } from './ops-api'
import { CREDENTIAL_KIND_WORDS } from './ops-words'
import { CredentialDocument } from './credential-document'
import { DeskSection } from './desk-section'
import { ReasonDialog } from './reason-dialog'
import { useDeskList } from './use-desk-list'

function CredentialCard({
  credential,
  onDone,
}: {
  credential: PendingCredential
  onDone: () => void
}) {
  const trainer = displayName(credential.expand?.trainer) || 'A trainer'
  const kind = CREDENTIAL_KIND_WORDS[credential.kind]
  const label = `${kind}, ${trainer}`
  const titleId = `credential-${credential.id}`
  const details: [string, string | undefined][] = [
    ['Title', credential.title],
    ['Number', credential.number],
    ['Issuer', credential.issuer],
    ['Expires', credential.expiresAt ? formatSgtLongDate(credential.expiresAt) : undefined],
    ['Sent', formatSgtShortDateTime(credential.created)],
  ]
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border bg-card p-4">
      <h3 id={titleId} className="font-semibold break-words">
        {kind}: {trainer}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {details
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {credential.document ? (
          <CredentialDocument credential={credential} label={label} />
        ) : (
          <p className="text-sm text-muted-foreground">No document attached.</p>
        )}
        <ReasonDialog
          trigger="Verify"
          triggerVariant="default"
          title={`Verify: ${label}`}
          description="The trainer's page and cards show what was checked once it is verified."
          reasonLabel="Note"
          confirmLabel="Verify"
          onConfirm={(note) => reviewCredential(credential.id, 'verified', note)}
          onDone={onDone}
        />
        <ReasonDialog
          trigger="Reject"
          title={`Reject: ${label}`}
          description="The trainer reads your note with the refusal: say what to fix."
          reasonLabel="Note"
          confirmLabel="Reject"
          destructive
          onConfirm={(note) => reviewCredential(credential.id, 'rejected', note)}
          onDone={onDone}
        />
      </div>
    </article>
  )
}

/** Credentials waiting for a check, oldest first. */
export function CredentialsTab({ onChanged }: { onChanged: () => void }) {
  const { list, reload, retry, headingRef } = useDeskList(loadPendingCredentials)
  const done = () => {
    reload()
    onChanged()
  }
  return (
    <DeskSection
      title="Credentials to check"
      intro="Oldest first. Compare the document with the details before you verify."
      headingRef={headingRef}
      list={list}
      what="the credentials"
      isEmpty={(items) => items.length === 0}
      empty="No credentials waiting."
      onRetry={retry}
      onRefresh={done}
    >
      {(items) => (
        <ul className="grid gap-3">
          {items.map((credential) => (
            <li key={credential.id}>
              <CredentialCard credential={credential} onDone={done} />
            </li>
          ))}
        </ul>
      )}
    </DeskSection>
  )
}
