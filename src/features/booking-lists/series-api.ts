// A weekly series' calls on the bookings screens (docs/series.md): the trainer's one answer,
// cancelling the rest, and its .ics (one weekly event).
import { SERIES_STATUS } from '@/content/statuses'
import { fetchFileWithSession } from '@/lib/downloads'
import { pb } from '@/lib/pocketbase'
import type { BookingSeriesRecord } from '@/lib/types'

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
