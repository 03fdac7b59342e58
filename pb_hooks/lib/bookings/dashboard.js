/// <reference path="../../pb_data/types.d.ts" />
// The member's dashboard in one answer: the confirmed sessions (as client, or as trainer for
// trainers) its cards show, the requests waiting for a trainer's answer, and the weekly goal. The
// week's figures (weeks in SGT, hours) are computed by the SPA from these rows
// (src/features/dashboard/dashboard-figures.ts); the all-time counts come from here, so the answer
// stays the same size however long a member's history grows.

const { OUTCOME, STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)
const MIN_GOAL = 1
const MAX_GOAL = 14
const GOAL_MESSAGE = 'Choose a weekly goal between 1 and 14 sessions.'
/** Recent Sessions shows this many (src/features/dashboard/dashboard-figures.ts). */
const RECENT_SESSIONS = 3

// A no-show is not a workout: neither one answered "did not come" nor one still disputed counts;
// nor a session weather stopped.
const COUNTED = `outcome NOT IN ('${OUTCOME.client_no_show}', '${OUTCOME.trainer_no_show}', '${OUTCOME.weather}') AND outcomeDisputed != TRUE`

/** PocketBase's stored form of a moment: "2026-11-23 01:00:00.000Z". */
const stored = (ms) => new Date(ms).toISOString().replace('T', ' ')

/** The moments the dashboard's rows are chosen by: this SGT week (Monday to Monday), now, ended. */
function moments(nowMs) {
  const rules = require(`${__hooks}/lib/bookings/booking_rules.js`)
  const wallClock = new Date(nowMs + rules.SGT_OFFSET_MS)
  const daysSinceMonday = (wallClock.getUTCDay() + 6) % 7
  const weekStart =
    Date.UTC(
      wallClock.getUTCFullYear(),
      wallClock.getUTCMonth(),
      wallClock.getUTCDate() - daysSinceMonday,
    ) - rules.SGT_OFFSET_MS
  return {
    weekStart: stored(weekStart),
    weekEnd: stored(weekStart + 7 * rules.DAY_MS),
    now: stored(nowMs),
    // A session has ended once its hour is over: it started at or before this.
    endedBy: stored(nowMs - rules.rules.sessionHours * rules.HOUR_MS),
  }
}

/**
 * The confirmed sessions the dashboard shows, newest first: this week's (progress, planned, hours),
 * the latest ended ones (Recent Sessions) and the next one (Upcoming). At most a week of slots
 * plus four rows, each with the other party's name and photo (no emails).
 */
function sessionRows(app, userId, asTrainer, at) {
  const me = asTrainer ? 'gymBuddy' : 'booker'
  const partner = asTrainer ? 'booker' : 'gymBuddy'
  const mine = `${me} = {:me} AND status = '${STATUS.confirmed}' AND ${COUNTED}`
  const sql =
    `SELECT b.id AS id, b.datetime AS datetime, b.${partner} AS partner, p.name AS partnerName, ` +
    'p.avatar AS partnerAvatar ' +
    `FROM bookings b LEFT JOIN users p ON p.id = b.${partner} WHERE b.id IN (` +
    `SELECT id FROM bookings WHERE ${mine} AND datetime >= {:weekStart} AND datetime < {:weekEnd} ` +
    `UNION SELECT id FROM (SELECT id FROM bookings WHERE ${mine} AND datetime <= {:endedBy} ` +
    `ORDER BY datetime DESC LIMIT ${RECENT_SESSIONS}) ` +
    `UNION SELECT id FROM (SELECT id FROM bookings WHERE ${mine} AND datetime > {:now} ` +
    'ORDER BY datetime LIMIT 1)) ORDER BY b.datetime DESC'
  const rows = arrayOf(
    new DynamicModel({ id: '', datetime: '', partner: '', partnerName: '', partnerAvatar: '' }),
  )
  app
    .db()
    .newQuery(sql)
    .bind(Object.assign({ me: userId }, at))
    .all(rows)
  return rows.map((row) => ({
    id: row.id,
    datetime: row.datetime,
    status: STATUS.confirmed,
    partner: row.partner,
    partnerName: row.partnerName || '',
    // The file name of the partner's photo in users.avatar; '' without one.
    partnerAvatar: row.partnerAvatar || '',
  }))
}

/** All-time: the confirmed sessions that have ended and the distinct people they were with. */
function history(app, userId, asTrainer, at) {
  const me = asTrainer ? 'gymBuddy' : 'booker'
  const partner = asTrainer ? 'booker' : 'gymBuddy'
  const result = new DynamicModel({ sessions: 0, partners: 0 })
  app
    .db()
    .newQuery(
      `SELECT COUNT(*) AS sessions, COUNT(DISTINCT ${partner}) AS partners FROM bookings ` +
        `WHERE ${me} = {:me} AND status = '${STATUS.confirmed}' AND ${COUNTED} AND datetime <= {:endedBy}`,
    )
    .bind({ me: userId, endedBy: at.endedBy })
    .one(result)
  return { sessions: result.sessions, partners: result.partners }
}

function requestsWaiting(app, trainerId) {
  const now = new Date().toISOString().replace('T', ' ')
  const result = new DynamicModel({ n: 0 })
  app
    .db()
    .newQuery(
      `SELECT COUNT(*) AS n FROM bookings WHERE gymBuddy = {:me} AND status = '${STATUS.requested}' AND proposed = FALSE AND datetime > {:now}`,
    )
    .bind({ me: trainerId, now: now })
    .one(result)
  return result.n
}

function dashboard(app, user) {
  const asTrainer = user.getString('userType') === 'trainer'
  const at = moments(Date.now())
  return {
    role: asTrainer ? 'trainer' : 'client',
    weeklyGoal: user.getInt('weeklyGoal'),
    sessions: sessionRows(app, user.id, asTrainer, at),
    history: history(app, user.id, asTrainer, at),
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
    const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
    gb.fail('weeklyGoal', 'validation_weekly_goal', GOAL_MESSAGE)
  }
}

module.exports = { dashboard, checkWeeklyGoal }
