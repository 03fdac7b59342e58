import { describe, expect, it } from 'vitest'
import { attachmentName } from './downloads'

describe('attachmentName', () => {
  it('reads the file name of a Content-Disposition header, quoted or not', () => {
    expect(attachmentName('attachment; filename="gymbuddy-data-2026-11-26.json"')).toBe(
      'gymbuddy-data-2026-11-26.json',
    )
    expect(attachmentName('attachment; filename=session.ics')).toBe('session.ics')
    expect(attachmentName("attachment; filename*=UTF-8''my%20data.json")).toBe('my data.json')
  })

  it('gives null when the server named no file', () => {
    expect(attachmentName(null)).toBeNull()
    expect(attachmentName('inline')).toBeNull()
  })
})
