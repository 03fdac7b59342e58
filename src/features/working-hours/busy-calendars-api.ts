// The trainer's own calendars (docs/venues-and-free-hours.md, "Busy times"): add, list, remove,
// and "Sync now". The address, user name and app password go up once and never come back.
import { pb } from '@/lib/pocketbase'
import type { BusyCalendarRecord } from '@/lib/types'

export type BusyCalendarKind = 'ics' | 'caldav'

export interface NewBusyCalendar {
  kind: BusyCalendarKind
  label: string
  url: string
  username: string
  password: string
}

export interface SyncAnswer {
  eventsCount: number
  lastSyncAt: string
  lastError: string
}

export function listBusyCalendars(trainerId: string): Promise<BusyCalendarRecord[]> {
  return pb.collection('busy_calendars').getFullList({
    filter: pb.filter('trainer = {:trainer}', { trainer: trainerId }),
    sort: 'created',
  })
}

export function addBusyCalendar(
  trainerId: string,
  calendar: NewBusyCalendar,
): Promise<BusyCalendarRecord> {
  const login =
    calendar.kind === 'caldav' ? { username: calendar.username, password: calendar.password } : {}
  return pb.collection('busy_calendars').create({
    trainer: trainerId,
    kind: calendar.kind,
    label: calendar.label,
    url: calendar.url,
    ...login,
  })
}

export async function removeBusyCalendar(id: string): Promise<void> {
  await pb.collection('busy_calendars').delete(id)
}

/** Reads the calendar now: POST /api/gymbuddy/busy-calendars/{id}/sync. */
export function syncBusyCalendar(id: string): Promise<SyncAnswer> {
  return pb.send<SyncAnswer>(`/api/gymbuddy/busy-calendars/${encodeURIComponent(id)}/sync`, {
    method: 'POST',
  })
}
