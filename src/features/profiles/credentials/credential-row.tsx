import { useState } from 'react'
import { FileTextIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import type { CredentialRecord } from '@/lib/types'
import { cn } from '@/lib/utils'
import { documentUrl } from './credentials-api'
import {
  CREDENTIAL,
  credentialStatus,
  kindLabel,
  needsRenewal,
  validUntilText,
  type CredentialTone,
} from './credentials-logic'

const TONES: Record<CredentialTone, string> = {
  pending: 'bg-muted text-muted-foreground',
  verified: 'bg-primary text-primary-foreground',
  rejected: 'bg-destructive text-destructive-foreground',
  expired: 'bg-muted text-foreground',
}

/** One credential: what it is, until when, its status and the operator's note; renew or remove. */
export function CredentialRow({
  credential,
  now,
  onRenew,
  onRemove,
}: {
  credential: CredentialRecord
  now: Date
  onRenew: (credential: CredentialRecord) => void
  onRemove: (credential: CredentialRecord) => Promise<void>
}) {
  const [confirming, setConfirming] = useState(false)
  const status = credentialStatus(credential, now)
  const until = validUntilText(credential)
  const titleId = `credential-${credential.id}-title`

  async function openDocument() {
    try {
      window.open(await documentUrl(credential), '_blank', 'noopener')
    } catch (error) {
      toast.error(describeError(error, 'Failed to open the document.'))
    }
  }

  return (
    <li aria-labelledby={titleId} className="grid gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={titleId} className="font-medium [overflow-wrap:anywhere]">
            {credential.title || kindLabel(credential.kind)}
          </p>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {[kindLabel(credential.kind), credential.issuer, credential.number, until]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <span
          className={cn('rounded-md px-2 py-0.5 text-xs font-medium', TONES[status.tone])}
          data-tone={status.tone}
        >
          {status.label}
        </span>
      </div>
      {status.tone === 'rejected' && credential.note && (
        <p className="rounded-md bg-accent px-3 py-2 text-sm">
          <span className="font-medium">Note from GymBuddy: </span>
          {credential.note}
        </p>
      )}
      {needsRenewal(credential, now) && (
        <p className="text-sm text-muted-foreground">
          {status.tone === CREDENTIAL.expired
            ? 'It no longer shows on your card: add the renewed certificate.'
            : 'It expires soon: add the renewed certificate so your badge stays.'}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {needsRenewal(credential, now) && (
          <Button size="sm" onClick={() => onRenew(credential)}>
            Renew
          </Button>
        )}
        {credential.document && (
          <Button size="sm" variant="outline" onClick={() => void openDocument()}>
            <FileTextIcon aria-hidden="true" />
            View document
          </Button>
        )}
        {confirming ? (
          <>
            <Button size="sm" variant="destructive" onClick={() => void onRemove(credential)}>
              Remove it
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Remove
          </Button>
        )}
      </div>
    </li>
  )
}
