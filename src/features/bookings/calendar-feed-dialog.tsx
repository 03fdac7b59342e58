import { useId, useState } from 'react'
import { CopyIcon, RssIcon } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import { resetCalendarFeed } from './calendar-api'

/**
 * The private calendar feed (confirmed upcoming sessions) a phone calendar can subscribe to. The
 * server keeps only a hash of the token, so the URL is shown once, when it is made; making a new
 * one turns the old one off.
 */
export function CalendarFeedDialog() {
  const [url, setUrl] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const fieldId = useId()

  async function makeLink() {
    setBusy(true)
    setError(null)
    try {
      setUrl(await resetCalendarFeed())
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
    <Dialog>
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
              Shown only now. Made a new link by mistake, or shared it? Reset it: the old one stops
              working.
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            For your privacy the link is shown only when it is made. Making a new link turns off any
            link you made before.
          </p>
        )}
        {error && <Alert variant="destructive">{error}</Alert>}
        <Button disabled={busy} onClick={() => void makeLink()} className="justify-self-start">
          {url ? 'Reset link' : 'Make my feed link'}
        </Button>
      </DialogContent>
    </Dialog>
  )
}
