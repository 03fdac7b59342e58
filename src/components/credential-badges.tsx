import { BadgeCheckIcon } from 'lucide-react'
import { credentialBadgeLabel, credentialBadgesOf } from '@/lib/credential-badges'
import { cn } from '@/lib/utils'

/** A trainer's verified credentials, each named ("NREP verified"); nothing when there are none. */
export function CredentialBadges({ badges, className }: { badges: unknown; className?: string }) {
  const list = credentialBadgesOf(badges)
  if (list.length === 0) return null
  return (
    <ul aria-label="Verified credentials" className={cn('flex flex-wrap gap-1.5', className)}>
      {list.map((badge) => {
        const label = credentialBadgeLabel(badge)
        return (
          <li
            key={`${badge.kind}-${badge.title}-${badge.expiresAt}`}
            className="inline-flex items-center gap-1 rounded-md border border-primary/30 bg-accent px-2 py-0.5 text-xs font-medium text-primary"
          >
            <BadgeCheckIcon className="size-3.5 shrink-0" aria-hidden="true" />
            {label}
          </li>
        )
      })}
    </ul>
  )
}
