import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { policyLines } from '@/content/late-cancel-policy'
import { normalizeSpecializations } from '@/lib/specializations'
import type { TrainerProfileRecord } from '@/lib/types'
import { summarizeWorkingHours } from './trainer-summary'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  )
}

/**
 * Every specialization, the bio, certifications and working hours (each only when set), and the
 * late-cancel and no-show policy (always: none reads as no charge).
 */
export function TrainerDetails({ profile }: { profile: TrainerProfileRecord | undefined }) {
  if (!profile) return null
  const specializations = normalizeSpecializations(profile.specializations)
  const hours = summarizeWorkingHours(profile.weeklyHours)
  return (
    <div className="space-y-6">
      {specializations.length > 0 && (
        <Section title="Specializations">
          <ul aria-label="Specializations" className="flex flex-wrap gap-1.5">
            {specializations.map((item) => (
              <li key={item}>
                <Badge variant="secondary">{item}</Badge>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {profile.bio && (
        <Section title="About">
          <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">{profile.bio}</p>
        </Section>
      )}
      {profile.certifications && (
        <Section title="Certifications">
          <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">
            {profile.certifications}
          </p>
        </Section>
      )}
      {hours && hours.length > 0 && (
        <Section title="Working hours">
          <ul className="text-sm">
            {hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">Singapore time</p>
        </Section>
      )}
      <Section title="Late cancels and no-shows">
        <ul className="text-sm">
          {policyLines(profile).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
    </div>
  )
}
