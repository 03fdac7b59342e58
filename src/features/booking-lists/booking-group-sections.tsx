import type { ReactNode } from 'react'
import type { BookingRecord } from '@/lib/types'
import { BookingGroupSection } from './booking-group-section'
import type { BookingGroup, BookingPage, BookingSide } from './booking-group-types'
import { foldedCounts } from './series-fold'
import { FoldedRows } from './series-row'

/**
 * A bookings screen's groups in order, each a section with its rows (a weekly series folded into
 * one row) and Show more. A group shows when it is always shown or has rows.
 */
export function BookingGroupSections<Group extends BookingGroup>({
  groups,
  alwaysShown,
  titles,
  emptyTexts,
  pages,
  onShowMore,
  renderRow,
  ...rows
}: {
  groups: readonly Group[]
  alwaysShown: readonly Group[]
  titles: Record<Group, string>
  emptyTexts: Record<Group, string>
  pages: Partial<Record<BookingGroup, BookingPage>> | undefined
  onShowMore: (group: Group) => void
  /** One booking as the screen shows it, with its own actions. */
  renderRow: (booking: BookingRecord, group: Group) => ReactNode
  side: BookingSide
  now: Date
  /** The other party's name, for a folded series row. */
  partyName: (booking: BookingRecord) => string
  onChanged: () => void
}) {
  const total = (group: Group) => pages?.[group]?.total ?? 0
  return groups
    .filter((group) => alwaysShown.includes(group) || total(group) > 0)
    .map((group) => {
      const items = pages?.[group]?.items ?? []
      return (
        <BookingGroupSection
          key={group}
          title={titles[group]}
          emptyText={emptyTexts[group]}
          {...foldedCounts(items, total(group))}
          onShowMore={() => onShowMore(group)}
        >
          <FoldedRows rows={items} renderRow={(booking) => renderRow(booking, group)} {...rows} />
        </BookingGroupSection>
      )
    })
}
