import { cn } from '@/lib/utils'

/** First letter of the name, else of the email, else the given fallback letter. */
export function avatarInitial(
  name: string | undefined,
  email: string | undefined,
  fallback: string,
): string {
  const source = name?.trim() || email?.trim() || fallback
  return source.charAt(0).toUpperCase()
}

export function Avatar({
  src,
  initial,
  className,
}: {
  src?: string
  initial: string
  className?: string
}) {
  return (
    <span
      data-slot="avatar"
      className={cn(
        'relative flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted font-semibold text-muted-foreground',
        className,
      )}
    >
      {src ? (
        <img src={src} alt="" className="size-full object-cover" loading="lazy" decoding="async" />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </span>
  )
}
