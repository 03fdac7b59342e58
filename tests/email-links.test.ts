// Every email button goes where the bell's line goes (that booking, highlighted in its list; the
// package on Payments; the chat; the hour on Book Session): for every notification kind the mail
// policy names (tests/mail-policy.test.ts ties it to the migrated kinds), each side, with and
// without a booking, the server's link (pb_hooks/lib/notifications/email_links.js) is the app's.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { notificationLink } from '@/features/notifications/notification-text'
import type { NotificationRecord } from '@/lib/types'
import { hookLibrary } from './support/hook-library'

const hooks = hookLibrary('pb_hooks/lib/notifications/email_links.js') as {
  pathOf: (row: Record<string, string>) => string
}
const POLICY = JSON.parse(readFileSync('pb_hooks/lib/notifications/mail_policy.json', 'utf8')) as {
  kinds: Record<string, string>
}

describe('an email button opens what its bell line opens', () => {
  it('for every kind, each side, with and without a booking', () => {
    const kinds = Object.keys(POLICY.kinds)
    expect(kinds.length).toBeGreaterThan(20)
    for (const kind of kinds) {
      for (const role of ['booker', 'trainer'] as const) {
        for (const booking of ['bk1234567890abc', '']) {
          const row = {
            kind,
            role,
            booking,
            actor: 'us1234567890abc',
            datetime: '2026-12-01 11:00:00.000Z',
          }
          const app = notificationLink({ ...row, kind: kind as NotificationRecord['kind'] })
          expect(hooks.pathOf(row), `${kind} to the ${role}`).toBe(app)
        }
      }
    }
  })

  it('a booking’s news opens that booking in the recipient’s list', () => {
    const row = {
      kind: 'outcome_no_show',
      role: 'booker',
      booking: 'bk1',
      actor: 'us1',
      datetime: '',
    }
    expect(hooks.pathOf(row)).toBe('/user/bookings?booking=bk1')
    expect(hooks.pathOf({ ...row, role: 'trainer' })).toBe('/user/schedule?booking=bk1')
  })
})
