import { CONNECTION_TEXTS, useConnectionStatus } from '@/lib/connection'

/**
 * "Can't reach GymBuddy — retrying…" while the server does not answer, then "Connected again." for
 * a moment. The live region is always there, so screen readers hear each change.
 */
export function ConnectionBanner() {
  const status = useConnectionStatus()
  const text =
    status === 'offline' ? CONNECTION_TEXTS.offline : status === 'back' ? CONNECTION_TEXTS.back : ''
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="connection-banner"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {text && (
        <p
          // Plain strings: cn() would pull tailwind-merge into every first page (the / budget).
          className={`rounded-full px-4 py-2 text-sm font-medium shadow-lg ${
            status === 'offline'
              ? 'bg-foreground text-background'
              : 'bg-primary text-primary-foreground'
          }`}
        >
          {text}
        </p>
      )}
    </div>
  )
}
