// A weekly series' calls on the bookings screens (docs/series.md): the trainer's one answer,
// cancelling the rest, and its .ics (one weekly event).
import { SERIES_STATUS } from '@/content/statuses'
import { fetchFileWithSession } from '@/lib/downloads'
import { pb } from '@/lib/pocketbase'
import type { BookingSeriesRecord, GymBuddyRecord } from '@/lib/types'
import { parseVenues } from '@/lib/venues'

export type SeriesChange =
  | { status: typeof SERIES_STATUS.confirmed }
  | { status: typeof SERIES_STATUS.declined | typeof SERIES_STATUS.cancelled; reason: string }

export function changeSeries(seriesId: string, change: SeriesChange): Promise<BookingSeriesRecord> {
  return pb.collection('booking_series').update(seriesId, change)
}

export async function fetchSeriesIcs(seriesId: string): Promise<Blob> {
  const path = `/api/gymbuddy/series/${encodeURIComponent(seriesId)}/ics`
  return (await fetchFileWithSession(path)).blob
}

/** A new time (and venue) from a chosen week on: the other side answers (docs/series.md). */
export function askSeriesChange(
  seriesId: string,
  change: { booking: string; datetime: string; venue?: string },
): Promise<{ weeks: { datetime: string; label: string; venue: string }[] }> {
  return pb.send(`/api/gymbuddy/series/${encodeURIComponent(seriesId)}/change`, {
    method: 'POST',
    body: change,
  })
}

export function answerSeriesChange(seriesId: string, accept: boolean): Promise<unknown> {
  return pb.send(`/api/gymbuddy/series/${encodeURIComponent(seriesId)}/change/answer`, {
    method: 'POST',
    body: { accept },
  })
}

/** Ends the series from a chosen week on (the weeks before stay). */
export function endSeriesFrom(
  seriesId: string,
  booking: string,
  reason: string,
): Promise<{ ended: string[]; keptDates: string[] }> {
  return pb.send(`/api/gymbuddy/series/${encodeURIComponent(seriesId)}/end`, {
    method: 'POST',
    body: { booking, reason },
  })
}

export function fetchSeries(seriesId: string): Promise<BookingSeriesRecord> {
  return pb.collection('booking_series').getOne(seriesId)
}

/** The trainer's venues, as a change from a week on offers them (none: the venue stays). */
export async function fetchTrainerVenues(trainerId: string) {
  const row = await pb
    .collection('gym_buddies_view')
    .getOne<GymBuddyRecord>(trainerId, { expand: 'trainer_profile' })
  return parseVenues(row.expand?.trainer_profile?.venues)
}
