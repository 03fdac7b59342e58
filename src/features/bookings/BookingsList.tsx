import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'

/** A bookings screen's frame: heading, loading, empty text, or the rows. */
export function BookingsList({
  heading,
  emptyText,
  loading,
  count,
  children,
}: {
  heading: string
  emptyText: string
  loading: boolean
  count: number
  children: ReactNode
}) {
  return (
    <Card className="mx-auto w-full max-w-4xl">
      <CardHeader>
        <h2 className="text-2xl font-semibold">{heading}</h2>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Spinner label="Loading bookings..." />
        ) : count === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="grid gap-3">{children}</ul>
        )}
      </CardContent>
    </Card>
  )
}
