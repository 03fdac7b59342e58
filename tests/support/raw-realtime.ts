// Realtime as a raw client sees it (node has no EventSource): the SSE connection on
// GET /api/realtime, and the subscribe request (POST /api/realtime) answered as it is.
import { request as httpRequest } from 'node:http'

export interface RawConnection {
  clientId: string
  /** Resolves when the server has ended the stream (or the connection was closed). */
  closed: Promise<void>
  close(): void
}

export interface RawAnswer {
  status: number
  body: { message?: string; data?: Record<string, { code: string; message: string }> }
}

/** Opens a raw SSE connection; resolves with its client id once PB_CONNECT arrives. */
export function openRawConnection(baseUrl: string): Promise<RawConnection> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${baseUrl}/api/realtime`, {
      agent: false,
      headers: { accept: 'text/event-stream' },
    })
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => fail(new RealtimeRefusal(res.statusCode ?? 0, text)))
        return
      }
      const closed = new Promise<void>((ended) => res.on('close', () => ended()))
      let buffer = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buffer += chunk
        const id = /event:PB_CONNECT\ndata:\{"clientId":"(\w+)"\}/.exec(buffer)?.[1]
        if (id) done({ clientId: id, closed, close: () => req.destroy() })
      })
    })
    req.on('error', fail)
    req.end()
  })
}

/** A GET /api/realtime the server refused: its status and JSON body. */
export class RealtimeRefusal extends Error {
  readonly status: number
  readonly body: RawAnswer['body']

  constructor(status: number, text: string) {
    super(`/api/realtime answered ${status}: ${text}`)
    this.status = status
    this.body = text ? (JSON.parse(text) as RawAnswer['body']) : {}
  }
}

/** Sets a connection's subscriptions, signed in with `token` (or as a visitor). */
export async function setSubscriptions(
  baseUrl: string,
  clientId: string,
  subscriptions: string[],
  token = '',
): Promise<RawAnswer> {
  const response = await fetch(`${baseUrl}/api/realtime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({ clientId, subscriptions }),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as RawAnswer['body']) : {} }
}

/** A topic with the SDK's subscription options (`?options=` + JSON, as pb.realtime sends it). */
export function topicWithOptions(topic: string, options: Record<string, unknown>): string {
  return `${topic}?options=${encodeURIComponent(JSON.stringify(options))}`
}
