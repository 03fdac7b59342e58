import type { ClientProfileRecord } from '@/lib/types'

/** What a client wrote for their trainers: goals, experience, region and notes (injuries). */
export function ClientDetails({ profile }: { profile: ClientProfileRecord | undefined }) {
  if (!profile) return null
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
