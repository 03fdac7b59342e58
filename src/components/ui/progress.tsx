import * as React from 'react'
import { cn } from '@/lib/utils'

/** A determinate progress bar on a 0–100 scale; give it an aria-label or aria-labelledby. */
export function Progress({
  value,
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'> & { value: number }) {
  const clamped = Math.min(100, Math.max(0, value))
  return (
    <div
      data-slot="progress"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className="h-full bg-primary transition-[width]"
        style={{ width: `${clamped}%` }}
      />
    </div>
  )
}
