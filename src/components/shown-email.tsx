import { MailIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

/**
 * A trainer's email as a list item on their card and page. gym_buddies_view carries it only when
 * the trainer chose "Show my email on my card"; nothing is rendered otherwise.
 */
export function ShownEmailItem({ email, className }: { email: string; className?: string }) {
  if (!email) return null
  return (
    <li className={cn('flex min-w-0 items-center gap-2', className)}>
      <MailIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="sr-only">Email: </span>
      <a href={`mailto:${email}`} className="[overflow-wrap:anywhere] hover:underline">
        {email}
      </a>
    </li>
  )
}
