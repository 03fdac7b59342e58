import { describe, expect, it } from 'vitest'
import { APP_ROUTES } from '@/app/route-manifest'
import { userNavigation } from './navigation'
import { SIDEBAR_LINKS } from './sidebar-links'

function links(userType: Parameters<typeof userNavigation>[0]) {
  return userNavigation(userType).map((section) => ({
    label: section.label,
    items: section.items.map((item) => `${item.label} ${item.to}`),
  }))
}

describe('userNavigation', () => {
  it('gives a client Find Gym Buddy, My Bookings, Payments, Edit Profile and Become a Trainer', () => {
    expect(links('client')).toEqual([
      {
        label: undefined,
        items: ['Overview /user', 'Inbox /user/inbox', 'Find Gym Buddy /find-gym-buddy'],
      },
      { label: 'Bookings', items: ['My Bookings /user/bookings', 'Payments /user/payments'] },
      {
        label: 'Profile',
        items: ['Edit Profile /user/profile/edit', 'Become a Trainer /user/become-trainer'],
      },
    ])
  })

  it('gives a trainer My Schedule, Payments and Gym Buddy Profile and hides Find Gym Buddy', () => {
    expect(links('trainer')).toEqual([
      { label: undefined, items: ['Overview /user', 'Inbox /user/inbox'] },
      { label: 'Bookings', items: ['My Schedule /user/schedule', 'Payments /user/payments'] },
      {
        label: 'Profile',
        items: [
          'Gym Buddy Profile /user/gym-buddy-profile/edit',
          'Working Hours /user/gym-buddy-profile/hours',
        ],
      },
    ])
  })

  it('keeps My Bookings for a trainer who was a client first', () => {
    const bookings = userNavigation('trainer', { wasClient: true })[1].items.map((item) => item.to)
    expect(bookings).toEqual(['/user/schedule', '/user/bookings', '/user/payments'])
  })

  it('treats a user with no profile yet as a client', () => {
    expect(links('')).toEqual(links('client'))
  })
})

describe('the sidebar links', () => {
  it('each open a route of the manifest, once', () => {
    const paths = new Set(APP_ROUTES.map((route) => route.path))
    expect(SIDEBAR_LINKS.filter((link) => !paths.has(link.path))).toEqual([])
    expect(new Set(SIDEBAR_LINKS.map((link) => link.path)).size).toBe(SIDEBAR_LINKS.length)
  })

  it('name the page the header titles, where the page has a title', () => {
    for (const link of SIDEBAR_LINKS) {
      const title = APP_ROUTES.find((route) => route.path === link.path)?.title
      if (title) expect(link.label).toBe(title)
    }
  })
})
