// Data a screen needs, requested while its code is still downloading (src/app/router.tsx starts
// it for the page being opened). The screen takes the answer once; later loads go to the server.

/** Older prefetched answers are not used: the screen asks again. */
const FRESH_MS = 5_000

interface Prefetched {
  promise: Promise<unknown>
  at: number
  /** Set once the answer has arrived, so a screen can render with it at once. */
  answer?: { value: unknown }
}

const pending = new Map<string, Prefetched>()
const noop = () => undefined

function takeFresh(key: string): Prefetched | undefined {
  const hit = pending.get(key)
  pending.delete(key)
  return hit && Date.now() - hit.at < FRESH_MS ? hit : undefined
}

/**
 * Starts `load` now and keeps its answer for the first `takePrefetched(key)`. Returns a promise
 * that settles (never rejects) when the answer is in.
 */
export function prefetch(key: string, load: () => Promise<unknown>): Promise<void> {
  const existing = pending.get(key)
  if (existing) return existing.promise.then(noop, noop)
  const entry: Prefetched = { promise: load(), at: Date.now() }
  entry.promise.then(
    (value) => (entry.answer = { value }),
    // A failure is the taker's to report (it would have got the same error asking itself).
    () => undefined,
  )
  pending.set(key, entry)
  return entry.promise.then(noop, noop)
}

/** The prefetched answer for `key` when there is a fresh one (used once), else `load()`. */
export function takePrefetched<T>(key: string, load: () => Promise<T>): Promise<T> {
  return (takeFresh(key)?.promise as Promise<T> | undefined) ?? load()
}

/**
 * The prefetched answer for `key` if it has already arrived and is fresh (used once): the
 * screen's first render can show it without a loading state. Else undefined, and the entry
 * stays for `takePrefetched`.
 */
export function takeArrived<T>(key: string): T | undefined {
  const answer = pending.get(key)?.answer
  if (!answer) return undefined
  return takeFresh(key)?.answer?.value as T | undefined
}
