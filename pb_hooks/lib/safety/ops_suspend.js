/// <reference path="../../pb_data/types.d.ts" />
// Suspending a member (docs/trust-and-safety.md). POST /api/gymbuddy/ops/suspend { user, reason }
// in one transaction: users.suspendedAt is set and the member's token key renewed (every session
// they hold stops working), their open weekly series and upcoming requested or confirmed bookings
// are cancelled "Account suspended" as their own cancels (the other side is told as for any cancel;
// never a trainer's late cancel), their waits are dropped, and the `suspend` row is logged. With
// the token key, PocketBase also drops the sign-in of their live (realtime) connections. Signing in again is refused by refuseSuspended (every auth route).
// POST /api/gymbuddy/ops/unsuspend { user, reason } lets them sign in again; nothing is restored.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const ops = require(`${__hooks}/lib/safety/operators.js`)
const common = require(`${__hooks}/lib/safety/ops_common.js`)
const { STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

const REASON = 'Account suspended'
const SUSPENDED = 'This account is suspended.'
const MAX_REASON = 2000
// Set while a suspension cancels the member's sessions (lib/attendance/attendance_effects.js reads it).
const CANCELLING = 'gymbuddy.suspend.cancel.'

/** The member the body names, refused when there is none or they run GymBuddy themselves. */
function memberOf(e, txApp) {
  const user = gb.findById(txApp, 'users', gb.asString(e.requestInfo().body['user']))
  if (!user) gb.fail('user', 'validation_not_found', 'There is no such member.')
  if (user.getBool('operator')) {
    gb.fail(
      'user',
      'validation_operator',
      'An operator cannot be suspended here: a superuser removes the operator flag first.',
    )
  }
  return user
}

/** Open series, then upcoming bookings of either side: cancelled as the member's own cancels. */
function cancelUpcoming(txApp, userId) {
  $app.store().set(CANCELLING + userId, true)
  try {
    cancelAll(txApp, userId)
  } finally {
    $app.store().remove(CANCELLING + userId)
  }
}

/** True while a suspension cancels this booking: not its trainer's late cancel. */
function isSuspensionCancel(booking) {
  return $app.store().has(CANCELLING + booking.getString('cancelledBy'))
}

function cancelAll(txApp, userId) {
  require(`${__hooks}/lib/series/series_endings.js`).closeSeriesOf(txApp, userId, REASON)
  const open = txApp.findRecordsByFilter(
    'bookings',
    `(booker = {:me} || gymBuddy = {:me}) && (status = '${STATUS.requested}' || status = '${STATUS.confirmed}' || status = '') && datetime > {:now}`,
    'datetime',
    0,
    0,
    { me: userId, now: common.stored(new Date()) },
  )
  for (const booking of open) {
    booking.set('status', STATUS.cancelled)
    booking.set('reason', REASON)
    booking.set('cancelledBy', userId)
    txApp.save(booking)
  }
  txApp.db().newQuery('DELETE FROM waitlist WHERE user = {:me}').bind({ me: userId }).execute()
  return open.length
}

function answer(e, user) {
  return e.json(200, {
    user: { id: user.id, name: user.getString('name'), suspendedAt: user.getString('suspendedAt') },
  })
}

/** POST /api/gymbuddy/ops/suspend. */
function suspend(e) {
  ops.requireOperator(e)
  const reason = common.reasonOf(e, 'reason', MAX_REASON)
  let user
  e.app.runInTransaction((txApp) => {
    user = memberOf(e, txApp)
    if (user.getString('suspendedAt')) {
      gb.fail('user', 'validation_already_suspended', 'This member is already suspended.')
    }
    user.set('suspendedAt', common.stored(new Date()))
    user.refreshTokenKey()
    txApp.save(user)
    cancelUpcoming(txApp, user.id)
    ops.logAction(txApp, e.auth.id, 'suspend', user.id, user.id, reason)
  })
  return answer(e, user)
}

/** POST /api/gymbuddy/ops/unsuspend. */
function unsuspend(e) {
  ops.requireOperator(e)
  const reason = common.reasonOf(e, 'reason', MAX_REASON)
  let user
  e.app.runInTransaction((txApp) => {
    user = memberOf(e, txApp)
    if (!user.getString('suspendedAt')) {
      gb.fail('user', 'validation_not_suspended', 'This member is not suspended.')
    }
    user.set('suspendedAt', '')
    txApp.save(user)
    ops.logAction(txApp, e.auth.id, 'unsuspend', user.id, user.id, reason)
  })
  return answer(e, user)
}

/** onRecordAuthRequest (users): every sign-in and token refresh of a suspended member is refused. */
function refuseSuspended(e) {
  if (e.record && e.record.getString('suspendedAt')) {
    gb.fail('account', 'validation_account_suspended', SUSPENDED)
  }
}

module.exports = { suspend, unsuspend, refuseSuspended, isSuspensionCancel }
