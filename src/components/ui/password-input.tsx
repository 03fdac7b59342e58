import * as React from 'react'
import { EyeIcon, EyeOffIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { Input } from './input'

/**
 * A password field with a show/hide toggle. The toggle is named by hidden text ("Show password"),
 * not aria-label, so a lookup of the field by its label never also finds the toggle.
 */
export function PasswordInput({
  className,
  toggleLabel = 'password',
  ...props
}: Omit<React.ComponentProps<'input'>, 'type'> & { toggleLabel?: string }) {
  const [visible, setVisible] = React.useState(false)
  return (
    <div data-slot="password-input" className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        {visible ? (
          <EyeOffIcon className="size-4" aria-hidden="true" />
        ) : (
          <EyeIcon className="size-4" aria-hidden="true" />
        )}
        <span className="sr-only">{`${visible ? 'Hide' : 'Show'} ${toggleLabel}`}</span>
      </button>
    </div>
  )
}
