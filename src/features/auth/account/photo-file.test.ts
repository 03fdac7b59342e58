import { describe, expect, it } from 'vitest'
import { PHOTO_MAX_BYTES, photoFileProblem } from './photo-file'

describe('photoFileProblem', () => {
  it('accepts a JPEG, PNG, WebP or GIF of at most 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(photoFileProblem({ type, size: PHOTO_MAX_BYTES })).toBeUndefined()
  })

  it('refuses another kind of file', () => {
    expect(photoFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Choose a JPEG, PNG, WebP or GIF image.',
    )
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toBeDefined()
  })

  it('refuses a photo over 2 MB, saying how large it is', () => {
    expect(photoFileProblem({ type: 'image/png', size: 3.2 * 1024 * 1024 })).toBe(
      'This photo is 3.2 MB: choose one of at most 2 MB.',
    )
  })
})
