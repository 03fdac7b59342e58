import { describe, expect, it } from 'vitest'
import { describeProfileRead } from './profile-read-text'

describe('describeProfileRead', () => {
  it("names the trainer and the Singapore day, as 'EEE d MMM'", () => {
    expect(describeProfileRead('Marcus Lim', '2024-12-03')).toBe(
      'Marcus Lim viewed your fitness profile on Tue 3 Dec',
    )
    expect(describeProfileRead('Marcus Lim', '2027-01-31')).toBe(
      'Marcus Lim viewed your fitness profile on Sun 31 Jan',
    )
  })

  it('says "A trainer" when the name is unknown', () => {
    expect(describeProfileRead(' ', '2026-11-26')).toBe(
      'A trainer viewed your fitness profile on Thu 26 Nov',
    )
  })
})
