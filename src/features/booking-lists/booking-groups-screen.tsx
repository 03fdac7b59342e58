import type { ReactNode } from 'react'
import { LoadFailed } from '@/components/load-failed'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import type { BookingRecord, UsersViewRecord } from '@/lib/types'
import { BookingGroupSections } from './booking-group-sections'
import type { BookingGroup, BookingSide } from './booking-group-types'
import { CalendarFeedDialog } from './calendar-feed-dialog'
import type { BookingGroupsState } from './use-booking-groups'

/** Each group's heading, the same on My Bookings and the schedule. */
const GROUP_TITLES: Record<BookingGroup, string> = {
  needsAnswer: 'Needs answer',
  upcoming: 'Upcoming',
  past: 'Past',
  closed: 'Cancelled & declined',
}

/** What one side's bookings screen says and shows: the rest of the screen is the same. */
export interface BookingScreenLayout<Group extends BookingGroup> {
  heading: string
  /** Shown alone when every group is empty. */
  emptyText: string
  groups: readonly Group[]
  /** Shown (with their empty text) even when empty; the others only when used. */
  alwaysShown: readonly Group[]
  emptyTexts: Record<Group, string>
}

/**
 * A side's bookings screen: its heading with the calendar feed, then loading, failed (with
 * Retry), its empty text, or its groups of rows.
 */
export function BookingGroupsScreen<Group extends BookingGroup, Person extends UsersViewRecord>({
  layout,
  side,
  bookings,
  partyName,
  renderRow,
}: {
  layout: BookingScreenLayout<Group>
  side: BookingSide
  bookings: BookingGroupsState<Person>
  /** The other party's name, for a folded series row. */
  partyName: (booking: BookingRecord) => string
  /** One booking as the screen shows it, with its own actions. */
  renderRow: (booking: BookingRecord, group: Group) => ReactNode
}) {
  const { data, loading, failed, error, now, showMore, reload } = bookings
  const empty = layout.groups.every((group) => (data?.pages[group]?.total ?? 0) === 0)
  return (
    <Card className="mx-auto w-full max-w-4xl">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 className="text-2xl font-semibold">{layout.heading}</h2>
        <CalendarFeedDialog />
      </CardHeader>
      <CardContent>
        {loading ? (
          <Spinner label="Loading bookings..." />
        ) : failed ? (
          <LoadFailed what="your bookings" error={error} onRetry={reload} />
        ) : empty ? (
          <p className="py-8 text-center text-muted-foreground">{layout.emptyText}</p>
        ) : (
          <div className="grid gap-8">
            <BookingGroupSections
              groups={layout.groups}
              alwaysShown={layout.alwaysShown}
              titles={GROUP_TITLES}
              emptyTexts={layout.emptyTexts}
              pages={data?.pages}
              onShowMore={showMore}
              renderRow={renderRow}
              side={side}
              now={now}
              partyName={partyName}
              onChanged={reload}
            />
          </div>
        )}
      </CardContent>
    </Card>
  )
}
