import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { DashboardSession } from './dashboard-answer'
import { overviewWords } from './overview-words'
import { RecentSessionsCard } from './recent-sessions-card'
import { UpcomingSessionCard } from './upcoming-session-card'

const session = (overrides: Partial<DashboardSession> = {}): DashboardSession => ({
  id: 'booking1',
  datetime: '2026-11-27 02:00:00.000Z',
  status: 'confirmed',
  partner: 'trainer12345678',
  partnerName: 'Marcus Lim',
  partnerAvatar: 'marcus_abc123.png',
  ...overrides,
})

describe('the session cards on the dashboard', () => {
  it("show the other person's photo", () => {
    const { container } = render(
      <UpcomingSessionCard session={session()} unknownPartner="Unknown trainer" />,
    )
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(
        /\/api\/files\/users\/trainer12345678\/marcus_abc123\.png\?thumb=100x100$/,
      ),
    )
    expect(container).toHaveTextContent('with Marcus Lim')
  })

  it('show the initial when the other person has no photo', () => {
    const { container } = render(
      <RecentSessionsCard
        sessions={[
          session({ partnerAvatar: '' }),
          session({ id: 'b2', partnerName: '', partnerAvatar: '' }),
        ]}
        words={overviewWords(false)}
      />,
    )
    expect(container.querySelector('img')).toBeNull()
    const initials = [...container.querySelectorAll('[data-slot="avatar"]')].map(
      (a) => a.textContent,
    )
    expect(initials).toEqual(['M', 'U'])
  })
})
