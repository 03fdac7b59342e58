// The part of autocannon 9's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }

  interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram
    requests: Histogram & { sent: number }
    throughput: Histogram
  }

  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }

  interface Client {
    setRequests(requests: Request[]): void
    /** Every answer: status code, body bytes, response time in ms. */
    on(event: 'response', listener: (status: number, bytes: number, ms: number) => void): void
  }

  interface Options extends Request {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    requests?: Request[]
    setupClient?: (client: Client) => void
    warmup?: { connections?: number; duration?: number }
  }

  function autocannon(options: Options): Promise<Result>
  export default autocannon
  export type { Client, Options, Request, Result }
}
