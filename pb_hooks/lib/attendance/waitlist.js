/// <reference path="../../pb_data/types.d.ts" />
// The waitlist (docs/attendance-and-waitlist.md): a member waits for a trainer's taken hour; when
// that confirmed session stops being confirmed (cancelled, moved, deleted), every member waiting
// for the hour gets a `slot_opened` notification (and its email) in the same transaction. The
// first request the trainer confirms wins, by the booking rules as they are.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)

const MAX_PER_MEMBER = br.rules.maxWaitlistPerMember

function nowStored() {
  return new Date().toISOString().replace('T', ' ')
}

function confirmedAt(app, gymBuddy, datetime) {
  return require(`${__hooks}/lib/bookings/booking_effects.js`).confirmedAt(
    app,
    gymBuddy,
    datetime,
    '',
  )
}

/** POST waitlist (members): a future slot hour of a trainer, taken by someone else, once, up to the limit. */
function checkNewEntry(e, txApp) {
  const record = e.record
  const me = e.auth.id
  const gymBuddy = record.getString('gymBuddy')
  const trainer = gb.findById(txApp, 'users', gymBuddy)
  if (!trainer || trainer.getString('userType') !== 'trainer' || gymBuddy === me) {
    gb.fail(
      'gymBuddy',
      'validation_waitlist_not_trainer',
      'You can only wait for a trainer’s hour.',
    )
  }
  const date = gb.dateOf(record, 'datetime')
  if (!date || !br.isSlotHour(date) || date.getTime() <= Date.now()) {
    gb.fail(
      'datetime',
      'validation_waitlist_slot',
      'Choose a future hour from the trainer’s slots.',
    )
  }
  const datetime = record.getString('datetime')
  const taken = confirmedAt(txApp, gymBuddy, datetime)
  if (!taken) {
    gb.fail(
      'datetime',
      'validation_waitlist_slot_free',
      'This hour is free: you can request it now.',
    )
  }
  if (taken.getString('booker') === me) {
    gb.fail('datetime', 'validation_waitlist_own_session', 'This hour is already your session.')
  }
  const same = gb.findFirst(
    txApp,
    'waitlist',
    'user = {:me} && gymBuddy = {:gymBuddy} && datetime = {:datetime}',
    { me: me, gymBuddy: gymBuddy, datetime: datetime },
  )
  if (same) {
    gb.fail('datetime', 'validation_waitlist_duplicate', 'You are already waiting for this hour.')
  }
  const waiting = txApp.findRecordsByFilter(
    'waitlist',
    'user = {:me} && datetime > {:now}',
    '',
    MAX_PER_MEMBER,
    0,
    { me: me, now: nowStored() },
  )
  if (waiting.length >= MAX_PER_MEMBER) {
    gb.fail(
      'user',
      'validation_waitlist_limit',
      `You can wait for at most ${MAX_PER_MEMBER} hours at a time. Remove one first.`,
    )
  }
}

/**
 * A confirmed session at this trainer and hour stopped being confirmed: each member waiting for
 * the hour hears it (not its two parties), unless another confirmed session still holds it or
 * the hour has begun. Returns how many were told.
 */
function slotOpened(txApp, booking) {
  const gymBuddy = booking.getString('gymBuddy')
  const datetime = booking.getString('datetime')
  const start = gb.dateOf(booking, 'datetime')
  if (!start || start.getTime() <= Date.now() || confirmedAt(txApp, gymBuddy, datetime)) return 0
  const waiters = txApp.findRecordsByFilter(
    'waitlist',
    'gymBuddy = {:gymBuddy} && datetime = {:datetime}',
    'created',
    0,
    0,
    { gymBuddy: gymBuddy, datetime: datetime },
  )
  const notifications = require(`${__hooks}/lib/notifications/notifications.js`)
  let told = 0
  for (const row of waiters) {
    const user = row.getString('user')
    if (user === booking.getString('booker')) continue
    notifications.notify(txApp, booking, 'slot_opened', user, gymBuddy)
    told += 1
  }
  return told
}

/** A member's session at the hour is confirmed: they no longer wait for it. */
function stopWaiting(txApp, booking) {
  txApp
    .db()
    .newQuery(
      'DELETE FROM waitlist WHERE user = {:user} AND gymBuddy = {:gymBuddy} AND datetime = {:datetime}',
    )
    .bind({
      user: booking.getString('booker'),
      gymBuddy: booking.getString('gymBuddy'),
      datetime: booking.getString('datetime'),
    })
    .execute()
}

/** The cron job: rows for hours that have begun are removed. Returns how many. */
function removePast(app) {
  const past = app.findRecordsByFilter('waitlist', 'datetime <= {:now}', '', 1000, 0, {
    now: nowStored(),
  })
  for (const row of past) app.delete(row)
  return past.length
}

module.exports = { MAX_PER_MEMBER, checkNewEntry, slotOpened, stopWaiting, removePast }
