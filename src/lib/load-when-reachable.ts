import { nextReconnection, noteServerUnreachable } from '@/lib/connection'

/** While code waits for the server, the site is asked this often whether it is back. */
const CODE_PROBE_MS = 2000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** True when the site (which serves the code) answers. */
async function siteAnswers(): Promise<boolean> {
  try {
    return (await fetch('/', { method: 'HEAD', cache: 'no-store' })).ok
  } catch {
    return false
  }
}

/**
 * Resolves once the site answers again. The connection store's own retries back off to 30 s and
 * wait for live updates; a screen waiting for its code needs neither, so it asks every 2 s too.
 */
async function siteIsBack(): Promise<void> {
  let back = false
  const probing = (async () => {
    while (!back) {
      await pause(CODE_PROBE_MS)
      if (!back && (await siteAnswers())) return
    }
  })()
  await Promise.race([probing, nextReconnection()])
  back = true
}

/**
 * A chunk of code, waiting out an outage: a screen (or a part of one) opened while the server is
 * down appears within seconds of the server being back, instead of the app failing. A
 * chunk that still fails then (the browser remembers the failed import, or a new release replaced
 * it) loads the whole app again.
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
      await siteIsBack()
    }
  }
}
