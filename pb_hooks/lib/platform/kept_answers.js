/// <reference path="../../pb_data/types.d.ts" />
// Answers kept in $app.store() (one store shared by all JSVM runtimes) under a generation number
// read before the answer was made. clear() bumps the generation on every committed change that can
// alter an answer, so an answer read before a change is never served after it. Bounded: when full,
// everything is dropped. Used by lib/finder/recommendations.js and lib/finder/buddies_cache.js.

/**
 * The answers kept under `prefix` (store keys `<prefix>generation`, `<prefix>usage` and
 * `<prefix>answer.<generation>.<question>`); `limits`: maxBytes, and optionally maxEntries and
 * maxEntryBytes.
 */
function keptAnswers(prefix, limits) {
  const GENERATION = prefix + 'generation'
  const USAGE = prefix + 'usage'
  const ANSWER = prefix + 'answer.'
  const current = () => ANSWER + ($app.store().get(GENERATION) || 0) + '.'

  /** Makes every kept answer unreachable (new generation first), then frees them. */
  function clear() {
    const store = $app.store()
    store.setFunc(GENERATION, (old) => (old || 0) + 1)
    for (const key of store.keys()) {
      if (key.indexOf(ANSWER) === 0) store.remove(key)
    }
    store.remove(USAGE)
  }

  /** Keeps `body` (`size` bytes) under `key` unless something changed since `key` was read. */
  function keep(key, body, size) {
    if (key.indexOf(current()) !== 0) return
    if (limits.maxEntryBytes && size > limits.maxEntryBytes) return
    const store = $app.store()
    let full = false
    store.setFunc(USAGE, (usage) => {
      const entries = (usage && usage.entries) || 0
      const bytes = (usage && usage.bytes) || 0
      full = (limits.maxEntries && entries >= limits.maxEntries) || bytes + size > limits.maxBytes
      return full ? usage : { entries: entries + 1, bytes: bytes + size }
    })
    if (full) return clear()
    store.set(key, body)
    // A change committed between the check above and this set has already swept: sweep this too.
    if (key.indexOf(current()) !== 0) store.remove(key)
  }

  return {
    /** The key of the answer to `question`, as of now: read it before making the answer. */
    keyOf: (question) => current() + question,
    get: (key) => $app.store().get(key),
    keep,
    clear,
  }
}

module.exports = { keptAnswers }
