// What the server accepts as a profile photo (users.avatar in pb_migrations/1700000001_init.js,
// and pb_hooks/lib/accounts/avatar.js), checked before the upload so the member learns it at once.

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const
/** users.avatar maxSize. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024
/** pb_hooks/lib/accounts/avatar.js MAX_SIDE: checked by the server only (the file must be opened). */
export const PHOTO_MAX_SIDE = 4096

export const PHOTO_RULES = `A JPEG, PNG, WebP or GIF of at most 2 MB and ${PHOTO_MAX_SIDE}×${PHOTO_MAX_SIDE} pixels.`

/** Why a chosen file cannot be a photo, or undefined when it may be sent. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG, WebP or GIF image.'
  if (file.size > PHOTO_MAX_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1)
    return `This photo is ${megabytes} MB: choose one of at most 2 MB.`
  }
  return undefined
}
