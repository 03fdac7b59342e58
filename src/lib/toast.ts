// Toasts without sonner until the first one: a toast loads sonner and makes the app mount its
// Toaster (AppFrame's ToasterWhenNeeded), which shows toasts made before it mounted. Screens that
// may toast, like login and the finder, download and evaluate nothing for it until they do.
import { useSyncExternalStore } from 'react'
import type { ExternalToast } from 'sonner'

let sonner: Promise<typeof import('sonner')> | undefined
const loadSonner = () => (sonner ??= import('sonner'))

let requested = false
const listeners = new Set<() => void>()

function show(kind: 'success' | 'error' | 'info') {
  return (message: string, options?: ExternalToast): void => {
    if (!requested) {
      requested = true
      for (const listener of [...listeners]) listener()
    }
    loadSonner().then(
      ({ toast }) => toast[kind](message, options),
      (error: unknown) => console.error('Failed to show a notice', message, error),
    )
  }
}

export const toast = { success: show('success'), error: show('error'), info: show('info') }

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True once any toast was asked for: from then on the Toaster is mounted. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  )
}
