import { nextReconnection, noteServerUnreachable } from '@/lib/connection'

/**
 * A chunk of code, waiting out an outage: a screen (or a part of one) opened while the server is
 * down appears when the server is back, instead of the app failing (issue 12). A chunk that still fails then (a new
 * release replaced it) loads the whole app again.
 */
export async function loadWhenReachable<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load()
    } catch (error) {
      if (attempt > 0) {
        window.location.reload()
        return new Promise<T>(() => {}) // the page stays as it is until it reloads
      }
      console.error('Failed to load code', error)
      noteServerUnreachable()
      await nextReconnection()
    }
  }
}
