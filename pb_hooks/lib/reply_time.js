/// <reference path="../../pb_data/types.d.ts" />
// A trainer's reply time: the median minutes from a booking request to the trainer's
// answer (bookings.answeredAt, set on confirm/decline) over the last 90 days. Only aggregates
// leave the server: how many answers, and their median.
const gb = require(`${__hooks}/lib/gymbuddy.js`)

const WINDOW_MS = 90 * 24 * 3600 * 1000
/** Enough answers for a stable median; more only cost time. */
const MAX_ANSWERS = 500

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
      "gymBuddy = {:id} && answeredAt != '' && answeredAt >= {:since}",
      '-answeredAt',
      MAX_ANSWERS,
      0,
      { id: trainerId, since: since },
    )
  } catch (_) {
    return { answers: 0, medianMinutes: null } // unknown trainer, or no answeredAt field yet
  }
  const minutes = []
  for (const record of records) {
    const asked = gb.dateOf(record, 'created')
    const answered = gb.dateOf(record, 'answeredAt')
    if (asked && answered && answered >= asked) minutes.push((answered - asked) / 60000)
  }
  if (minutes.length === 0) return { answers: 0, medianMinutes: null }
  return { answers: minutes.length, medianMinutes: Math.round(median(minutes)) }
}

module.exports = { replyTime }
