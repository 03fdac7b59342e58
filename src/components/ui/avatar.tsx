import * as React from 'react'
import { cn } from '@/lib/utils'

/** A round picture; the initial shows when there is none or it fails to load (as Radix Avatar). */
export function Avatar({
  src,
  initial,
  className,
}: {
  src?: string
  initial: string
  className?: string
}) {
  // Remembers which address failed, so a new src gets its own try.
  const [failedSrc, setFailedSrc] = React.useState<string>()
  const showImage = Boolean(src) && src !== failedSrc
  return (
    <span
      data-slot="avatar"
      className={cn(
        'relative flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted font-semibold text-muted-foreground',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          className="size-full object-cover"
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </span>
  )
}
