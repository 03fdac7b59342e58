// Toasts without sonner on the first download: it loads with the first toast shown (screens that
// may toast, like login and the finder, paint sooner). AppToaster mounts sonner's Toaster, which
// shows toasts made before it mounted.
import type { ExternalToast } from 'sonner'

let sonner: Promise<typeof import('sonner')> | undefined
const loadSonner = () => (sonner ??= import('sonner'))

function show(kind: 'success' | 'error' | 'info') {
  return (message: string, options?: ExternalToast): void => {
    loadSonner().then(
      ({ toast }) => toast[kind](message, options),
      (error: unknown) => console.error('Failed to show a notice', message, error),
    )
  }
}

export const toast = { success: show('success'), error: show('error'), info: show('info') }
