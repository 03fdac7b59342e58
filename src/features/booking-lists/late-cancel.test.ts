import { describe, expect, it } from 'vitest'
import { trainerCancelText } from './late-cancel'

const booking = { datetime: '2026-12-01 12:00:00.000Z' }

describe('the trainer’s cancel text', () => {
  it('warns of a late cancel inside 12 hours, not before', () => {
    expect(trainerCancelText(booking, new Date('2026-12-01T01:00:00Z'))).toContain('late cancel')
    expect(trainerCancelText(booking, new Date('2026-11-30T23:00:00Z'))).not.toContain(
      'late cancel',
    )
  })
})
