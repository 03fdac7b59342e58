import * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * A link the spec says "goes nowhere" (Privacy Policy, Forgot password?...): a real, focusable
 * link to "#" whose click is swallowed, so the page neither scrolls nor changes its URL.
 */
export function PlaceholderLink({ className, onClick, ...props }: React.ComponentProps<'a'>) {
  return (
    <a
      data-slot="placeholder-link"
      href="#"
      className={cn('underline-offset-4 hover:underline', className)}
      onClick={(event) => {
        event.preventDefault()
        onClick?.(event)
      }}
      {...props}
    />
  )
}
