import { CircleCheckIcon, CircleIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { PASSWORD_RULES } from './auth-validation'

/** The live list of password requirements on Register, ticked as the user types. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className="rounded-md bg-muted/60 px-3 py-2 text-sm">
      <p className="mb-1 font-medium">Password must contain:</p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password)
          const Icon = met ? CircleCheckIcon : CircleIcon
          return (
            <li
              key={rule.id}
              data-met={met}
              className={cn(
                'flex items-center gap-2',
                met ? 'text-primary' : 'text-muted-foreground',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span>
                {rule.label}
                <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
