/// <reference path="../../pb_data/types.d.ts" />
// Where a notification's email button goes: exactly where its line in the bell goes
// (src/features/notifications/notification-text.ts `notificationLink`; tests/email-links.test.ts
// compares the two for every kind). Pure, so the app's copy can be checked against it.

/**
 * The app path for a notification's fields { kind, role, booking, actor, datetime }: the booking
 * it is about on My Bookings or My Schedule (`?booking=`: the row is scrolled to and highlighted),
 * Payments for a package, the trainer profile for a credential, the chat a warning is about, Book
 * Session at the hour for a waited-for hour that freed up.
 */
function pathOf(row) {
  const kind = row.kind || ''
  if (kind.indexOf('package_') === 0) return '/user/payments'
  if (kind.indexOf('credential_') === 0) return '/user/gym-buddy-profile/edit'
  if (kind === 'calendar_failing') return '/user/gym-buddy-profile/hours'
  if (kind === 'chat_expiring' && row.actor) return `/user/chat/${encodeURIComponent(row.actor)}`
  if (kind === 'slot_opened' && row.actor && row.datetime) {
    const at = new Date(Date.parse(String(row.datetime).replace(' ', 'T'))).toISOString()
    return `/book-session/${encodeURIComponent(row.actor)}?at=${encodeURIComponent(at)}`
  }
  const screen = row.role === 'trainer' ? '/user/schedule' : '/user/bookings'
  return row.booking ? `${screen}?booking=${encodeURIComponent(row.booking)}` : screen
}

module.exports = { pathOf }
