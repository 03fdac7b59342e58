import { DumbbellIcon, type LucideIcon, MegaphoneIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { SignUpRole } from './auth-validation'

const CHOICES: readonly { role: SignUpRole; label: string; hint: string; Icon: LucideIcon }[] = [
  {
    role: 'train',
    label: 'I want to train',
    hint: 'Find gym buddies and book sessions.',
    Icon: DumbbellIcon,
  },
  {
    role: 'coach',
    label: 'I want to coach',
    hint: 'Offer sessions and answer booking requests.',
    Icon: MegaphoneIcon,
  },
]

/** The sign-up's first question: a native radio group, so keys and screen readers know it. */
export function SignUpRoleField({
  value,
  onChange,
}: {
  value: SignUpRole
  onChange: (role: SignUpRole) => void
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">How will you use GymBuddy?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CHOICES.map(({ role, label, hint, Icon }) => (
          <label
            key={role}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === role ? 'border-primary bg-primary/5' : 'border-input hover:bg-muted/50',
            )}
          >
            <input
              type="radio"
              name="sign-up-role"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="flex items-center gap-1.5 font-medium">
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </span>
              <span className="text-muted-foreground">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
