/// <reference path="../../pb_data/types.d.ts" />
// Booking events → notifications, used by pb_hooks/notifications.pb.js. Called from
// model-level booking hooks inside the booking's own transaction: the notification and the change
// commit or fail together. Exactly one notification per event, for the party who did not act:
//   requested, rescheduled → trainer, and the booker hears it was sent (booking_sent) ·
//   confirmed, declined, expired → booker (a declined or expired move of a confirmed session:
//   reschedule_kept tells the trainer the session stands) ·
//   cancelled → the party who did not cancel · reminder (24 h before) → booker and trainer ·
//   a review of a session → trainer.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

const REMINDER_HOURS = 24

function statusOf(record) {
  return record.getString('status') || STATUS.requested
}

function nameOf(app, userId) {
  const user = gb.findById(app, 'users', userId)
  return (user && user.getString('name')) || 'A member'
}

// A burst of the same event from the same member folds into one row (docs/decisions.md, "Mail
// limits"): requests and reschedules while their email is still held, withdrawals while unread.
const FOLDING_KINDS = [
  'booking_requested',
  'booking_rescheduled',
  'booking_cancelled',
  'booking_sent',
]
// Requests whose held email lists every request of the burst still open when it goes.
const REQUEST_KINDS = ['booking_requested', 'booking_rescheduled', 'booking_sent']
// Kinds whose row carries the answer deadline (the booking's answerBy).
const DEADLINE_KINDS = ['booking_requested', 'booking_rescheduled', 'booking_sent']
const FOLD_HOURS = 24

/** The unread row this event folds into, or null. */
function foldTarget(app, userId, kind, actorId, emailStatus, held) {
  if (!actorId || FOLDING_KINDS.indexOf(kind) === -1) return null
  // A pending request email folds more only while it is held and not yet tried.
  if (emailStatus === 'pending' && (!held || REQUEST_KINDS.indexOf(kind) === -1)) return null
  const untried = emailStatus === 'pending' ? " && emailAfter != '' && emailAttempts = 0" : ''
  return gb.findFirst(
    app,
    'notifications',
    "user = {:user} && actor = {:actor} && kind = {:kind} && created >= {:since} && readAt = '' && emailStatus = {:status}" +
      untried,
    {
      user: userId,
      actor: actorId,
      kind: kind,
      since: stored(new Date(Date.now() - FOLD_HOURS * 3600_000)),
      status: emailStatus,
    },
  )
}

/**
 * Saves one notification for `userId` in the caller's transaction (app is the txApp), or folds it
 * into an unread row of the same burst. `emailStatus` 'withdrawn' means "tell in-app only".
 */
function notify(app, booking, kind, userId, actorId, emailStatus) {
  if (!userId) return null
  // Test-only fault injection (a recipient with this name): proves the booking change rolls back
  // when its notification cannot be saved.
  const failFor = $os.getenv('GYMBUDDY_TEST_FAIL_NOTIFICATIONS_FOR')
  if (failFor && nameOf(app, userId) === failFor) throw new Error('notification failed (test)')
  const status = emailStatus || 'pending'
  const held =
    status === 'pending' && require(`${__hooks}/lib/notifications/mail_policy.js`).isHeld(kind)
  const folded = foldTarget(app, userId, kind, actorId, status, held)
  if (folded) {
    folded.set('count', Math.max(folded.getInt('count'), 1) + 1)
    app.save(folded)
    return folded
  }
  const collection = app.findCollectionByNameOrId('notifications')
  const record = new Record(collection)
  record.set('user', userId)
  record.set('kind', kind)
  record.set('booking', booking.id)
  record.set('actor', actorId || '')
  record.set('actorName', actorId ? nameOf(app, actorId) : '')
  record.set('datetime', booking.getString('datetime'))
  record.set('venue', booking.getString('venue'))
  record.set('role', userId === booking.getString('gymBuddy') ? 'trainer' : 'booker')
  record.set('count', 1)
  if (booking.getString('rescheduleOf')) {
    const origin = fx().moveOrigin(app, booking)
    const from = origin.standing || origin.first
    if (from) record.set('previousDatetime', from.getString('datetime'))
  }
  if (DEADLINE_KINDS.indexOf(kind) !== -1) record.set('answerBy', booking.getString('answerBy'))
  // A trainer's cancel inside the cancel window (lib/attendance/attendance_effects.js) is told as a late cancel.
  if (kind === 'booking_cancelled' && booking.getBool('lateCancel')) record.set('lateCancel', true)
  if (kind === 'booking_sent') {
    const reply = require(`${__hooks}/lib/bookings/reply_time.js`).replyTime(
      app,
      booking.getString('gymBuddy'),
    )
    record.set('replyMinutes', reply.medianMinutes === null ? 0 : Math.max(reply.medianMinutes, 1))
  }
  record.set('emailStatus', status)
  record.set('emailAttempts', 0)
  // The hold (emailAfter) is set by lib/notifications/mail_policy.js as the row is created.
  app.save(record)
  return record
}

/**
 * True when the trainer was emailed about this request: a request email from the booker sent
 * after it was made (a held email that went out mentions every request still open then).
 */
function requestWasEmailed(app, booking) {
  return !!gb.findFirst(
    app,
    'notifications',
    "user = {:user} && actor = {:actor} && (kind = 'booking_requested' || kind = 'booking_rescheduled') && emailStatus = 'sent' && emailedAt >= {:created}",
    {
      user: booking.getString('gymBuddy'),
      actor: booking.getString('booker'),
      created: booking.getString('created'),
    },
  )
}

/** A new booking: a request (or a reschedule) tells the trainer, and the booker that it was sent. */
function bookingCreated(app, booking) {
  // A weekly series is told once, by lib/series/booking_series.js.
  if (statusOf(booking) !== STATUS.requested || booking.getString('series')) return
  // A trainer's proposed new time: the client answers it.
  if (booking.getBool('proposed')) {
    notify(
      app,
      booking,
      'session_proposed',
      booking.getString('booker'),
      booking.getString('gymBuddy'),
    )
    return
  }
  const kind = booking.getString('rescheduleOf') ? 'booking_rescheduled' : 'booking_requested'
  const trainer = booking.getString('gymBuddy')
  notify(app, booking, kind, trainer, booking.getString('booker'))
  notify(app, booking, 'booking_sent', booking.getString('booker'), trainer)
}

function fx() {
  return require(`${__hooks}/lib/bookings/booking_effects.js`)
}

/** True when this cancellation is part of a reschedule (the move replaced it). */
function isReplaced(app, booking) {
  return fx().isBeingReplaced(booking)
}

/** A move of a confirmed session was declined or expired: the trainer hears the session stands. */
function tellSessionStands(app, booking, emailStatus) {
  if (!booking.getString('rescheduleOf') || !fx().moveOrigin(app, booking).standing) return
  notify(
    app,
    booking,
    'reschedule_kept',
    booking.getString('gymBuddy'),
    booking.getString('booker'),
    emailStatus,
  )
}

/** A status change: who acted, and who is told. */
function bookingStatusChanged(app, booking, from) {
  const to = statusOf(booking)
  if (to === from) return
  if (require(`${__hooks}/lib/series/booking_series.js`).isSeriesEvent(booking)) return
  const trainer = booking.getString('gymBuddy')
  const booker = booking.getString('booker')
  // The client answered the trainer's proposed time (a cancel or expiry is told as any request's).
  if (booking.getBool('proposed') && (to === STATUS.confirmed || to === STATUS.declined)) {
    const kind = to === STATUS.confirmed ? 'session_proposal_accepted' : 'session_proposal_declined'
    notify(app, booking, kind, trainer, booker)
    return
  }
  if (to === STATUS.confirmed) notify(app, booking, 'booking_confirmed', booker, trainer)
  else if (to === STATUS.declined) {
    notify(app, booking, 'booking_declined', booker, trainer)
    // The trainer declined it themselves: told in-app only.
    tellSessionStands(app, booking, 'withdrawn')
  } else if (to === STATUS.expired) {
    notify(app, booking, 'booking_expired', booker, '')
    tellSessionStands(app, booking, 'pending')
  } else if (to === STATUS.cancelled) {
    if (isReplaced(app, booking)) return
    const by = booking.getString('cancelledBy')
    if (by === booker) {
      // A request the trainer never heard of by email goes away without an email.
      const quiet = from === STATUS.requested && !requestWasEmailed(app, booking)
      notify(app, booking, 'booking_cancelled', trainer, booker, quiet ? 'withdrawn' : 'pending')
    } else if (by === trainer && booking.getBool('proposed')) {
      // The trainer withdrew the time they proposed: the session it would have moved stands.
      notify(app, booking, 'reschedule_kept', booker, trainer)
    } else if (by === trainer) notify(app, booking, 'booking_cancelled', booker, trainer)
    else {
      // Cancelled by an administrator: both parties hear of it.
      notify(app, booking, 'booking_cancelled', booker, '')
      notify(app, booking, 'booking_cancelled', trainer, '')
    }
  }
}

/** A new review: the trainer hears who rated which session (in the review's transaction). */
function reviewCreated(app, review) {
  const booking = gb.findById(app, 'bookings', review.getString('booking'))
  if (!booking) return
  notify(app, booking, 'review_received', booking.getString('gymBuddy'), review.getString('author'))
}

function stored(date) {
  return date.toISOString().replace('T', ' ')
}

/**
 * The reminder job: one booking_reminder per party of each confirmed booking starting within 24 h.
 * The partial unique index (booking, user) keeps it to one even across restarts or two runs.
 */
function createDueReminders(app) {
  const now = new Date()
  const until = new Date(now.getTime() + REMINDER_HOURS * 3600_000)
  const due = app.findRecordsByFilter(
    'bookings',
    `status = '${STATUS.confirmed}' && datetime > {:now} && datetime <= {:until}`,
    'datetime',
    1000,
    0,
    { now: stored(now), until: stored(until) },
  )
  let created = 0
  for (const booking of due) {
    const parties = [
      [booking.getString('booker'), booking.getString('gymBuddy')],
      [booking.getString('gymBuddy'), booking.getString('booker')],
    ]
    for (const [user, other] of parties) {
      const existing = gb.findFirst(
        app,
        'notifications',
        "kind = 'booking_reminder' && booking = {:booking} && user = {:user}",
        { booking: booking.id, user: user },
      )
      if (existing) continue
      try {
        app.runInTransaction((txApp) => {
          notify(txApp, booking, 'booking_reminder', user, other)
        })
        created += 1
      } catch (error) {
        // Another run made it first (unique index): that one is the reminder.
        app.logger().warn('reminder not created', 'booking', booking.id, 'error', String(error))
      }
    }
  }
  // The client's second reminder, 2 h before a session still unanswered.
  return (
    created +
    require(`${__hooks}/lib/notifications/reminder_answers.js`).createSoonReminders(app, notify)
  )
}

module.exports = {
  REQUEST_KINDS,
  statusOf,
  notify,
  bookingCreated,
  bookingStatusChanged,
  reviewCreated,
  createDueReminders,
}
