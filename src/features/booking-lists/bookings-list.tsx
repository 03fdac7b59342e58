import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { LoadFailed } from '@/components/load-failed'
import { Spinner } from '@/components/ui/spinner'

/** A bookings screen's frame: heading (and its tools), loading, failed, empty text, or the groups. */
export function BookingsList({
  heading,
  tools,
  emptyText,
  loading,
  empty,
  failure,
  children,
}: {
  heading: string
  tools?: ReactNode
  emptyText: string
  loading: boolean
  empty: boolean
  /** Set when nothing could be loaded: says so, with Retry. */
  failure?: { error: unknown; retry: () => void }
  children: ReactNode
}) {
  return (
    <Card className="mx-auto w-full max-w-4xl">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="text-2xl font-semibold">{heading}</h2>
        {tools}
      </CardHeader>
      <CardContent>
        {loading ? (
          <Spinner label="Loading bookings..." />
        ) : failure ? (
          <LoadFailed what="your bookings" error={failure.error} onRetry={failure.retry} />
        ) : empty ? (
          <p className="py-8 text-center text-muted-foreground">{emptyText}</p>
        ) : (
          <div className="grid gap-8">{children}</div>
        )}
      </CardContent>
    </Card>
  )
}
