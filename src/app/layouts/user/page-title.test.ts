import { describe, expect, it } from 'vitest'
import { pageTitleForPath } from './page-title'

describe('pageTitleForPath', () => {
  it('falls back to Dashboard on the dashboard and unknown user pages', () => {
    expect(pageTitleForPath('/user')).toBe('Dashboard')
    expect(pageTitleForPath('/user/nowhere')).toBe('Dashboard')
  })

  it('names each user-area page, including those with an id in the path', () => {
    expect(pageTitleForPath('/user/inbox')).toBe('Inbox')
    expect(pageTitleForPath('/user/inbox/')).toBe('Inbox')
    expect(pageTitleForPath('/user/chat/abc123')).toBe('Chat')
    expect(pageTitleForPath('/user/gym-buddy-profile/edit')).toBe('Gym Buddy Profile')
    expect(pageTitleForPath('/user/gym-buddy-profile/hours')).toBe('Working Hours')
  })
})
