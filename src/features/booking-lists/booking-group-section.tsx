import { useId, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'

/** One group of a bookings screen (Needs answer, Upcoming, Past): its rows and Show more. */
export function BookingGroupSection({
  title,
  emptyText,
  shown,
  total,
  onShowMore,
  children,
}: {
  title: string
  emptyText: string
  shown: number
  total: number
  onShowMore: () => void
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="flex items-baseline gap-2 text-lg font-semibold">
        {title}
        {total > 0 && <span className="text-sm font-normal text-muted-foreground">({total})</span>}
      </h3>
      {shown === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="grid gap-3">{children}</ul>
      )}
      {total > shown && (
        <Button
          variant="outline"
          className="justify-self-center"
          aria-label={`Show more ${title.toLowerCase()}`}
          onClick={onShowMore}
        >
          Show more
        </Button>
      )}
    </section>
  )
}
