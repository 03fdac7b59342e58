import type { ReactNode, RefObject } from 'react'
import { LoadFailed } from '@/components/load-failed'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { DeskList } from './use-desk-list'

/** One tab's frame: its heading (focus lands here after a decision), then loading, failed, empty
 * or the rows. */
export function DeskSection<T>({
  title,
  intro,
  headingRef,
  list,
  what,
  isEmpty,
  empty,
  onRetry,
  onRefresh,
  children,
}: {
  title: string
  intro?: ReactNode
  headingRef: RefObject<HTMLHeadingElement | null>
  list: DeskList<T>
  what: string
  isEmpty: (value: T) => boolean
  empty: string
  onRetry: () => void
  onRefresh?: () => void
  children: (value: T) => ReactNode
}) {
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {title}
        </h2>
        {onRefresh && (
          <Button type="button" size="sm" variant="ghost" onClick={onRefresh}>
            Refresh
          </Button>
        )}
      </div>
      {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
      {list.state === 'loading' && <Spinner label={`Loading ${what}…`} />}
      {list.state === 'failed' && <LoadFailed what={what} error={list.error} onRetry={onRetry} />}
      {list.state === 'ready' &&
        (isEmpty(list.value) ? (
          <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
            {empty}
          </p>
        ) : (
          children(list.value)
        ))}
    </section>
  )
}
