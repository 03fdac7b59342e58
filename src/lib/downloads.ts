// Files the server makes for the signed-in member (a session's .ics, a copy of their data): fetched
// with the session token, since a plain link would carry no Authorization header, then saved.
import { ClientResponseError } from 'pocketbase'
import { pb } from './pocketbase'

export interface DownloadedFile {
  blob: Blob
  /** The name the server gave (Content-Disposition), if any. */
  filename: string | null
}

/** The file name in a Content-Disposition header, e.g. `attachment; filename="a.json"`. */
export function attachmentName(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')
  return match ? decodeURIComponent(match[1].trim()) : null
}

/** GETs an API file with the member's session; a refusal throws as the SDK's calls do. */
export async function fetchFileWithSession(path: string): Promise<DownloadedFile> {
  const url = pb.buildURL(path)
  const response = await fetch(url, { headers: { Authorization: pb.authStore.token } })
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => ({}))
    throw new ClientResponseError({ url, status: response.status, response: data })
  }
  const filename = attachmentName(response.headers.get('Content-Disposition'))
  return { blob: await response.blob(), filename }
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(href), 1000)
}
