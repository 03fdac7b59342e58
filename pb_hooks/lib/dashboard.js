/// <reference path="../../pb_data/types.d.ts" />
// The member's dashboard in one answer (issue 16): their confirmed sessions (as client, or as
// trainer for trainers), the requests waiting for a trainer's answer, and the weekly goal. The
// figures (weeks in SGT, hours, distinct partners) are computed by the SPA from these rows
// (src/features/dashboard/dashboard-figures.ts).

const MIN_GOAL = 1
const MAX_GOAL = 14
const GOAL_MESSAGE = 'Choose a weekly goal between 1 and 14 sessions.'

function sessionRows(app, userId, asTrainer) {
  // The other party: the client for a trainer, the trainer for a client. Name and photo (no emails).
  const sql = asTrainer
    ? 'SELECT b.id AS id, b.datetime AS datetime, b.booker AS partner, p.name AS partnerName, ' +
      'p.avatar AS partnerAvatar ' +
      'FROM bookings b LEFT JOIN users p ON p.id = b.booker ' +
      "WHERE b.gymBuddy = {:me} AND b.status = 'confirmed' ORDER BY b.datetime DESC"
    : 'SELECT b.id AS id, b.datetime AS datetime, b.gymBuddy AS partner, p.name AS partnerName, ' +
      'p.avatar AS partnerAvatar ' +
      'FROM bookings b LEFT JOIN users p ON p.id = b.gymBuddy ' +
      "WHERE b.booker = {:me} AND b.status = 'confirmed' ORDER BY b.datetime DESC"
  const rows = arrayOf(
    new DynamicModel({ id: '', datetime: '', partner: '', partnerName: '', partnerAvatar: '' }),
  )
  app.db().newQuery(sql).bind({ me: userId }).all(rows)
  return rows.map((row) => ({
    id: row.id,
    datetime: row.datetime,
    status: 'confirmed',
    partner: row.partner,
    partnerName: row.partnerName || '',
    // The file name of the partner's photo in users.avatar; '' without one.
    partnerAvatar: row.partnerAvatar || '',
  }))
}

function requestsWaiting(app, trainerId) {
  const now = new Date().toISOString().replace('T', ' ')
  const result = new DynamicModel({ n: 0 })
  app
    .db()
    .newQuery(
      "SELECT COUNT(*) AS n FROM bookings WHERE gymBuddy = {:me} AND status = 'requested' AND datetime > {:now}",
    )
    .bind({ me: trainerId, now: now })
    .one(result)
  return result.n
}

function dashboard(app, user) {
  const asTrainer = user.getString('userType') === 'trainer'
  return {
    role: asTrainer ? 'trainer' : 'client',
    weeklyGoal: user.getInt('weeklyGoal'),
    sessions: sessionRows(app, user.id, asTrainer),
    requestsWaiting: asTrainer ? requestsWaiting(app, user.id) : 0,
  }
}

/** A PATCH of users.weeklyGoal: a whole number of sessions, 1–14 (0 is only the unset default). */
function checkWeeklyGoal(e) {
  const body = e.requestInfo().body
  if (body['weeklyGoal'] === undefined) return
  const sent = body['weeklyGoal']
  // Multipart forms carry text: "4" is a goal of 4.
  const goal = typeof sent === 'string' && /^[0-9]+$/.test(sent) ? Number(sent) : sent
  if (typeof goal !== 'number' || goal % 1 !== 0 || goal < MIN_GOAL || goal > MAX_GOAL) {
    const gb = require(`${__hooks}/lib/gymbuddy.js`)
    gb.fail('weeklyGoal', 'validation_weekly_goal', GOAL_MESSAGE)
  }
}

module.exports = { dashboard, checkWeeklyGoal }
