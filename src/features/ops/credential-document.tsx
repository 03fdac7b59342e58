import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { describeError } from '@/lib/errors'
import { credentialDocumentUrl, type PendingCredential } from './ops-api'

type Viewed =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; url: string }

const isPdf = (name: string) => name.toLowerCase().endsWith('.pdf')

/** The credential's document in a dialog: the image, or the PDF in a frame, with a link to open
 * it in a tab. The link carries a short-lived file token: the document is protected. */
export function CredentialDocument({
  credential,
  label,
}: {
  credential: PendingCredential
  label: string
}) {
  const [viewed, setViewed] = useState<Viewed>({ state: 'loading' })
  const name = credential.document ?? ''

  function openChange(open: boolean) {
    if (!open) return
    setViewed({ state: 'loading' })
    credentialDocumentUrl(credential).then(
      (url) => setViewed({ state: 'ready', url }),
      (error: unknown) =>
        setViewed({ state: 'failed', message: describeError(error, 'The document did not load.') }),
    )
  }

  return (
    <Dialog onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline">
          View document
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Document: {label}</DialogTitle>
          <DialogDescription>
            Check the name, the number and the expiry against the details the trainer gave.
          </DialogDescription>
        </DialogHeader>
        {viewed.state === 'loading' && <Spinner label="Loading the document…" />}
        {viewed.state === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            {viewed.message}
          </p>
        )}
        {viewed.state === 'ready' && (
          <div className="grid gap-3">
            {isPdf(name) ? (
              <iframe
                title={`Document: ${label}`}
                src={viewed.url}
                className="h-[60vh] w-full rounded-md border"
              />
            ) : (
              <img
                src={viewed.url}
                alt={`Document: ${label}`}
                className="max-h-[60vh] w-full rounded-md border object-contain"
              />
            )}
            <a
              href={viewed.url}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Open the document in a new tab
            </a>
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}
