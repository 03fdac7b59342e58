import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { SAFETY_TEXTS } from '@/content/safety'
import type { OwnListState } from './use-own-list'

/** One titled card of the Account screen listing the member's own blocks or reports. */
export function SafetySection<T>({
  id,
  title,
  state,
  empty,
  onRetry,
  children,
}: {
  id: string
  title: string
  state: OwnListState<T>
  empty: string
  onRetry: () => void
  children: (items: T[]) => ReactNode
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
      </CardHeader>
      <CardContent>
        {state.status === 'loading' && <Spinner label={`Loading ${title.toLowerCase()}...`} />}
        {state.status === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            {SAFETY_TEXTS.loadFailed}{' '}
            <Button variant="link" className="h-auto p-0" onClick={onRetry}>
              {SAFETY_TEXTS.retry}
            </Button>
          </p>
        )}
        {state.status === 'ready' && state.items.length === 0 && (
          <p className="text-sm text-muted-foreground">{empty}</p>
        )}
        {state.status === 'ready' && state.items.length > 0 && children(state.items)}
      </CardContent>
    </Card>
  )
}
