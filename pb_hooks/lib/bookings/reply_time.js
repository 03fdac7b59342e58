/// <reference path="../../pb_data/types.d.ts" />
// A trainer's reply time: the median minutes from a booking request to the trainer's own answer
// (bookings.answeredAt, set on confirm/decline) over the last 90 days. Only the trainer's answers
// count: a request declined because another took its hour ("slot taken") was not answered, and a
// weekly series answered at once is one answer, not one per week. Below MIN_ANSWERS the median
// is null: every place that words it (trainer page, request email) then says nothing of speed.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)

const WINDOW_MS = 90 * 24 * 3600 * 1000
/** Enough answers for a stable median; more only cost time. */
const MAX_ANSWERS = 500
/** Fewer answers say nothing reliable (the app's trainer-summary.ts keeps the same figure). */
const MIN_ANSWERS = 3
const NO_DATA = { answers: 0, medianMinutes: null }

function median(values) {
  const sorted = values.slice().sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function replyTime(app, trainerId) {
  const since = new Date(Date.now() - WINDOW_MS).toISOString().replace('T', ' ')
  let records = []
  try {
    records = app.findRecordsByFilter(
      'bookings',
      "gymBuddy = {:id} && answeredAt != '' && answeredAt >= {:since} && reason != 'slot taken'",
      '-answeredAt',
      MAX_ANSWERS,
      0,
      { id: trainerId, since: since },
    )
  } catch (_) {
    return NO_DATA // unknown trainer, or no answeredAt field yet
  }
  const minutes = []
  const seriesSeen = {}
  for (const record of records) {
    const series = record.getString('series')
    if (series && seriesSeen[series]) continue
    if (series) seriesSeen[series] = true
    const asked = gb.dateOf(record, 'created')
    const answered = gb.dateOf(record, 'answeredAt')
    if (asked && answered && answered >= asked) minutes.push((answered - asked) / 60000)
  }
  if (minutes.length < MIN_ANSWERS) return { answers: minutes.length, medianMinutes: null }
  return { answers: minutes.length, medianMinutes: Math.round(median(minutes)) }
}

module.exports = { replyTime }
