// Small helpers shared by the bench sections: statistics, time limits, logging.

/** Nearest-rank percentile (p in 0..100) of a non-empty sample. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty sample')
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

export function median(values: number[]): number {
  return percentile(values, 50)
}

export function round(value: number, decimals = 1): number {
  const f = 10 ** decimals
  return Math.round(value * f) / f
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.split('\n')[0].slice(0, 160)
}

export function log(message: string): void {
  const stamp = new Date().toISOString().slice(11, 19)
  console.log(`[bench ${stamp}] ${message}`)
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

export class TimeoutError extends Error {}

/**
 * Runs `work` with a time limit. On timeout the signal aborts (sections close their browsers on
 * abort, which makes their pending calls fail fast) and the promise rejects with TimeoutError.
 */
export async function withTimeLimit<T>(
  label: string,
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, fail) => {
    timer = setTimeout(() => {
      fail(new TimeoutError(`${label} exceeded its ${Math.round(ms / 1000)} s limit`))
      controller.abort()
    }, ms)
  })
  try {
    return await Promise.race([work(controller.signal), limit])
  } finally {
    clearTimeout(timer)
  }
}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new TimeoutError('aborted')
}
