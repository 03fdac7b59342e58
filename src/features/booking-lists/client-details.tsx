import type { ClientProfileRecord } from '@/lib/types'

/** Shown where a client's fitness profile would be when they have none (or removed it). */
const NO_FITNESS_PROFILE = 'No fitness profile shared'

/**
 * What a client wrote for their trainers: goals, experience, region and notes (injuries).
 * `null`: the row would show it, but the client has no fitness profile; `undefined`: not shown.
 */
export function ClientDetails({ profile }: { profile: ClientProfileRecord | null | undefined }) {
  if (profile === undefined) return null
  if (profile === null) {
    return <p className="text-sm text-muted-foreground italic">{NO_FITNESS_PROFILE}</p>
  }
  const rows: [string, string][] = [
    ['Goals', profile.fitnessGoals.join(', ')],
    ['Experience', profile.experienceLevel],
    ['Region', profile.preferredLocation],
    ['Notes', profile.additionalInfo.trim()],
  ]
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-muted/50 p-3 text-sm">
      {rows
        .filter(([, detail]) => detail)
        .map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{detail}</dd>
          </div>
        ))}
    </dl>
  )
}
