// A booking's row on My Bookings or My Schedule, found as a user finds it: in the group whose
// heading starts with `group` ("Upcoming", "Past", ...), the list item that mentions `text`.
import type { Page } from '@playwright/test'

export function bookingRow(page: Page, group: string, text: string) {
  return page
    .getByRole('region', { name: new RegExp(`^${group}`) })
    .getByRole('listitem')
    .filter({ hasText: text })
}
