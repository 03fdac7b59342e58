import { RotateCwIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { CONNECTION_TEXTS } from '@/lib/connection'
import { loadFailedTitle, loadFailureReason } from '@/lib/load-failure'
import { cn } from '@/lib/utils'

/**
 * A screen (or part) whose data could not be loaded: what failed, why, and Retry. Never shown as
 * the empty state; the screen reloads by itself when the server is back.
 */
export function LoadFailed({
  what,
  title,
  error,
  onRetry,
  className,
}: {
  /** What could not be loaded, e.g. "your conversations". */
  what: string
  /** A fixed sentence instead of "Couldn't load {what}." (e.g. the spec's own words). */
  title?: string
  error: unknown
  onRetry: () => void
  className?: string
}) {
  return (
    <div
      role="alert"
      data-slot="load-failed"
      className={cn(
        'grid content-center justify-items-center gap-3 px-4 py-10 text-center',
        className,
      )}
    >
      <p className="font-medium">{title ?? loadFailedTitle(what)}</p>
      <p className="text-sm text-muted-foreground">{loadFailureReason(error)}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        {CONNECTION_TEXTS.retry}
      </Button>
    </div>
  )
}
