import { Badge } from '@/components/ui/badge'
import { MAX_CARD_SPECIALIZATIONS } from '@/content/constants'

/** The first specializations as badges and "+N more" (finder card and list row); null when none. */
export function SpecializationBadges({ specializations }: { specializations: readonly string[] }) {
  const shown = specializations.slice(0, MAX_CARD_SPECIALIZATIONS)
  const hidden = specializations.length - shown.length
  if (shown.length === 0) return null
  return (
    <ul aria-label="Specializations" className="flex flex-wrap gap-1.5">
      {shown.map((item) => (
        <li key={item}>
          <Badge variant="secondary">{item}</Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge variant="outline">+{hidden} more</Badge>
        </li>
      )}
    </ul>
  )
}
