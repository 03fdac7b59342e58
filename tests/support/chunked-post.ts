// A request whose body goes out as `Transfer-Encoding: chunked`, with no Content-Length, as a raw
// client may send it (fetch always sends a length for a known body). It stops sending once the
// server has answered, so an "endless" body shows how soon the server refuses it.
import { request } from 'node:http'

const CHUNK_BYTES = 16 * 1024

export interface ChunkedBody {
  /** Sent first (e.g. `{"name":"`). */
  head: string | Buffer
  /** Then this many bytes of "x", in 16 KB chunks. */
  fill?: number
  /** Sent last (e.g. `"}`). */
  tail?: string | Buffer
}

export interface ChunkedAnswer {
  status: number
  /** From the first byte sent to the answer's status line. */
  ms: number
  /** Body bytes handed to the socket before the answer came. */
  sentBytes: number
  json: {
    message?: string
    data?: Record<string, { code?: string; message?: string } | undefined>
  } & Record<string, unknown>
}

export function sendChunked(
  url: string,
  body: ChunkedBody,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<ChunkedAnswer> {
  const fill = Buffer.alloc(CHUNK_BYTES, 'x')
  return new Promise((done, fail) => {
    let answered = false
    let sentBytes = 0
    let left = body.fill ?? 0
    const started = performance.now()
    const req = request(
      url,
      {
        method: options.method ?? 'POST',
        headers: {
          'content-type': 'application/json',
          ...options.headers,
          'transfer-encoding': 'chunked',
        },
      },
      (response) => {
        answered = true
        const ms = performance.now() - started
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', fail)
        response.on('end', () => {
          req.destroy()
          const text = Buffer.concat(chunks).toString()
          let json: ChunkedAnswer['json'] = {}
          try {
            json = JSON.parse(text) as ChunkedAnswer['json']
          } catch {
            json = { text }
          }
          done({ status: response.statusCode ?? 0, ms, sentBytes, json })
        })
      },
    )
    // Once answered, the server may close the connection under a body it no longer reads.
    req.on('error', (error) => {
      if (!answered) fail(error)
    })
    const write = (part: string | Buffer) => {
      sentBytes += Buffer.byteLength(part)
      return req.write(part)
    }
    const pump = () => {
      while (!answered && left > 0) {
        const size = Math.min(left, CHUNK_BYTES)
        left -= size
        if (!write(size === CHUNK_BYTES ? fill : fill.subarray(0, size))) {
          req.once('drain', pump)
          return
        }
      }
      if (!answered) req.end(body.tail ?? '')
    }
    write(body.head)
    pump()
  })
}
