import { useId, useState } from 'react'
import { CopyIcon, RssIcon } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import { resetCalendarFeed } from './calendar-api'

/** Reset turns the subscribed link off: it asks first. */
function ResetLinkStep({
  busy,
  onReset,
  onDone,
}: {
  busy: boolean
  onReset: () => void
  onDone: () => void
}) {
  const [confirming, setConfirming] = useState(false)
  if (confirming) {
    return (
      <div role="group" aria-label="Reset the feed link?" className="grid gap-3">
        <p className="text-sm">
          Reset the link? Calendars subscribed to this link stop getting your sessions.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Keep this link
          </Button>
          <Button variant="destructive" disabled={busy} onClick={onReset}>
            Reset link
          </Button>
        </DialogFooter>
      </div>
    )
  }
  return (
    <DialogFooter>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Reset link…
      </Button>
      <Button onClick={onDone}>Done</Button>
    </DialogFooter>
  )
}

/**
 * The private calendar feed (confirmed upcoming sessions) a phone calendar can subscribe to. The
 * server keeps only a hash of the token, so the URL is shown once, when it is made; making a new
 * one turns the old one off. Done closes; Reset link is secondary and asks first.
 */
export function CalendarFeedDialog() {
  const [open, setOpen] = useState(false)
  const [url, setUrl] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [made, setMade] = useState(0)
  const fieldId = useId()

  function changeOpen(next: boolean) {
    setOpen(next)
    // Shown only while the dialog is open.
    if (!next) setUrl('')
  }

  async function makeLink() {
    setBusy(true)
    setError(null)
    try {
      setUrl(await resetCalendarFeed())
      setMade((count) => count + 1)
    } catch (failure) {
      console.error('Failed to make the calendar feed link', failure)
      setError(describeError(failure, 'Failed to make the feed link. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Feed link copied.')
    } catch {
      toast.error('Copying failed: select the link and copy it yourself.')
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <RssIcon aria-hidden="true" />
          Calendar feed
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Calendar feed</DialogTitle>
          <DialogDescription>
            Subscribe to this private link in your phone&apos;s calendar to see your confirmed
            upcoming sessions there. Anyone with the link can see them: keep it to yourself.
          </DialogDescription>
        </DialogHeader>
        {url ? (
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Your feed link</Label>
            <div className="flex gap-2">
              <Input id={fieldId} readOnly value={url} onFocus={(event) => event.target.select()} />
              <Button variant="outline" onClick={() => void copy()}>
                <CopyIcon aria-hidden="true" />
                Copy
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              Shown only now. Shared it by mistake? Reset it: the old one stops working.
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            For your privacy the link is shown only when it is made. Making a new link turns off any
            link you made before.
          </p>
        )}
        {error && <Alert variant="destructive">{error}</Alert>}
        {url ? (
          <ResetLinkStep
            key={made}
            busy={busy}
            onReset={() => void makeLink()}
            onDone={() => changeOpen(false)}
          />
        ) : (
          <DialogFooter>
            <Button disabled={busy} onClick={() => void makeLink()}>
              Make my feed link
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  )
}
