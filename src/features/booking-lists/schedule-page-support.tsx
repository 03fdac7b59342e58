// What the schedule and My Bookings page tests share: a server answering the bookings route, the
// two pages under a router, and the clock they start at.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { vi } from 'vitest'
import type { BookerRecord, BookingRecord, ClientProfileRecord, UserRecord } from '@/lib/types'
import { pbStub, resetPbStub, signInAs } from '@/testing/pb-stub'
import type { BookingGroup } from './booking-group-types'
import MyBookingsPage from './my-bookings-page'
import SchedulePage from './schedule-page'

export const bookings = () => pbStub.collection('bookings')

export const groupsRoute = () => pbStub.route('/api/gymbuddy/bookings')

export interface GroupsQuery extends Partial<Record<`${BookingGroup}From`, number>> {
  side: 'booker' | 'gymBuddy'
  now: string
  needsAnswer?: number
  upcoming?: number
  past?: number
  closed?: number
}

/** Answers the bookings route from `groups`, each page cut to its limit, as the server would. */
export function serve(
  groups: Partial<Record<BookingGroup, BookingRecord[]>>,
  {
    totals = {},
    people = [],
    takenSlots = [],
    clientProfiles = [],
  }: {
    totals?: Partial<Record<BookingGroup, number>>
    people?: BookerRecord[]
    takenSlots?: string[]
    clientProfiles?: ClientProfileRecord[]
  } = {},
) {
  groupsRoute().mockImplementation(({ query }: { query: GroupsQuery }) => {
    const trainer = query.side === 'gymBuddy'
    const names: BookingGroup[] = trainer
      ? ['needsAnswer', 'upcoming', 'past', 'closed']
      : ['upcoming', 'past', 'closed']
    const pages = Object.fromEntries(
      names.map((group) => {
        const from = query[`${group}From`] ?? 0
        const items = (groups[group] ?? []).slice(from, from + (query[group] ?? 10))
        return [group, { items, total: totals[group] ?? items.length }]
      }),
    )
    return Promise.resolve(
      trainer ? { pages, people, takenSlots, clientProfiles } : { pages, people },
    )
  })
}

export function renderAt(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/user/schedule" element={<SchedulePage />} />
        <Route path="/user/bookings" element={<MyBookingsPage />} />
        <Route path="/user/chat/:userId" element={<p>Chat screen</p>} />
      </Routes>
    </MemoryRouter>,
  )
  return Object.assign(userEvent.setup(), { unmount: view.unmount })
}

export function section(name: string) {
  return screen.getByRole('region', { name: new RegExp(`^${name}`) })
}

// 08:00 SGT on Sunday 1 March 2026; makeBookingRecord's default is Monday 09:00 SGT (25 h ahead).
const NOW = new Date('2026-03-01T00:00:00Z')

/** Each test's start: the clock at NOW, a fresh server stub answering no bookings, `user` signed in. */
export function startAs(user: UserRecord) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  resetPbStub()
  vi.clearAllMocks()
  signInAs(user)
  serve({})
}
