import { Loader2 } from 'lucide-react'
import { cn } from '@/lib/utils'

/** A labelled busy indicator: screen readers hear the label, sighted users see it too. */
export function Spinner({
  label = 'Loading...',
  className,
}: {
  label?: string
  className?: string
}) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 p-6 text-muted-foreground', className)}
    >
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
