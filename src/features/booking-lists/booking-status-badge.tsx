import { Badge } from '@/components/ui/badge'
import type { BookingBadgeWords } from './booking-words'

/** The row's state in a word or two, its first letter capitalised as a badge reads. */
export function BookingStatusBadge({ badge }: { badge: BookingBadgeWords }) {
  return (
    // A block box: ::first-letter applies to it (not to the badge's usual flex box).
    <Badge variant={badge.variant} className="inline-block first-letter:uppercase">
      {badge.label}
    </Badge>
  )
}
