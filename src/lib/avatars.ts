import { apiUrl } from './fetch-json'

interface HasAvatar {
  id: string
  collectionId: string
  collectionName: string
  avatar: string
}

/** The avatar file URL, or undefined when none is set. Lists pass a thumb size ("100x100"). */
export function avatarUrl(
  record: HasAvatar | null | undefined,
  thumb?: string,
): string | undefined {
  if (!record?.avatar) return undefined
  // The SDK's pb.files.getURL, without loading the SDK (the visitor's finder shows avatars).
  const path = [record.collectionId || record.collectionName, record.id, record.avatar]
    .map(encodeURIComponent)
    .join('/')
  return apiUrl(`/api/files/${path}${thumb ? `?thumb=${encodeURIComponent(thumb)}` : ''}`)
}

/** First letter of the name, else of the email, else the given fallback letter. */
export function avatarInitial(
  name: string | undefined,
  email: string | undefined,
  fallback: string,
): string {
  const source = name?.trim() || email?.trim() || fallback
  return source.charAt(0).toUpperCase()
}
