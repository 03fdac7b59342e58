// The demo trainer's venues, minimum notice, travel time and WhatsApp number, and the venue of
// their seeded sessions (docs/venues-and-free-hours.md). Idempotent: only a trainer without
// venues is set up.
import type { TypedPocketBase, UserRecord } from '../../src/lib/types'

export const DEMO_VENUES = [
  { name: 'Tanjong Pagar studio', place: 'Tanjong Pagar', area: 'Central', kind: 'gym' },
  { name: 'Bishan-Ang Mo Kio Park', place: 'Bishan', area: 'Central', kind: 'park' },
  { name: 'Online (video call)', place: '', area: '', kind: 'online' },
]
const DEMO_MIN_NOTICE_HOURS = 12
const DEMO_WHATSAPP = '+6591234567'

/** Returns how many records changed. */
export async function seedDemoWhenWhere(pb: TypedPocketBase, marcus: UserRecord): Promise<number> {
  const profiles = pb.collection('trainer_profiles')
  const profile = await profiles.getFirstListItem(pb.filter('user = {:user}', { user: marcus.id }))
  if (Array.isArray(profile.venues) && profile.venues.length > 0) return 0
  await profiles.update(profile.id, {
    venues: DEMO_VENUES,
    minNoticeHours: DEMO_MIN_NOTICE_HOURS,
    travelGapHours: 1,
    whatsapp: DEMO_WHATSAPP,
  })
  const bookings = await pb.collection('bookings').getFullList({
    filter: pb.filter("gymBuddy = {:marcus} && venue = ''", { marcus: marcus.id }),
    fields: 'id',
  })
  for (const booking of bookings) {
    await pb.collection('bookings').update(booking.id, { venue: DEMO_VENUES[0].name })
  }
  return 1 + bookings.length
}
