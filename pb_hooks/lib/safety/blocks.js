/// <reference path="../../pb_data/types.d.ts" />
// Blocks between members (docs/trust-and-safety.md, "Blocks and reports"; pb_hooks/safety.pb.js).
// While a block stands in either direction, nothing a member creates may reach the other: REACH
// names, per collection, who a new record reaches (tests/blocks.test.ts walks the schema and fails
// when a collection members create that names two members is neither here nor exempted there,
// with its reason). The refusal is
// the one every unavailable member gets (a suspended one too), so it never reveals a block.
// Blocking cancels the pair's upcoming sessions and series ("Cancelled") and their waiting places.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

const NOT_AVAILABLE = 'This member is not available.'
const NOT_AVAILABLE_CODE = 'validation_not_available'
const CANCEL_REASON = 'Cancelled'
// Set while a block cancels a session: not the blocker's late cancel (lib/attendance/attendance_effects.js).
const CANCELLING = 'gymbuddy.block.cancel.'

function chatOther(app, record, me) {
  const chat = gb.findById(app, 'chats', record.getString('chat'))
  if (!chat) return ''
  return chat.getString('user1') === me ? chat.getString('user2') : chat.getString('user1')
}

// collection -> (app, new record, me) => [field refused, the other member]
const REACH = {
  chats: (app, r, me) =>
    r.getString('user1') === me ? ['user2', r.getString('user2')] : ['user1', r.getString('user1')],
  messages: (app, r, me) => ['chat', chatOther(app, r, me)],
  bookings: (app, r) => ['gymBuddy', r.getString('gymBuddy')],
  booking_series: (app, r) => ['gymBuddy', r.getString('gymBuddy')],
  waitlist: (app, r) => ['gymBuddy', r.getString('gymBuddy')],
  // The trainer is the package's (the purchase hook fills it, maybe after this check).
  package_purchases: (app, r) => {
    const pkg = gb.findById(app, 'packages', r.getString('package'))
    return ['trainer', pkg ? pkg.getString('trainer') : r.getString('trainer')]
  },
}

/** True when either member has blocked the other. */
function blockedEitherWay(app, a, b) {
  if (!a || !b || a === b) return false
  return !!gb.findFirst(
    app,
    'blocks',
    '(blocker = {:a} && blocked = {:b}) || (blocker = {:b} && blocked = {:a})',
    { a: a, b: b },
  )
}

/** True when `me` may not reach `other`: a block either way, or `other` is suspended. */
function unavailable(app, me, other) {
  if (blockedEitherWay(app, me, other)) return true
  const person = gb.findById(app, 'users', other)
  return !!person && !!person.getString('suspendedAt')
}

/**
 * onRecordCreateRequest of each REACH collection: refuse a new record that reaches a member who is
 * not available, first without the write lock, then again inside the saving transaction.
 */
function checkReach(e) {
  if (e.hasSuperuserAuth() || !e.auth) return e.next()
  const me = e.auth.id
  const reaches = REACH[e.record.collection().name]
  const check = (app) => {
    const [field, other] = reaches(app, e.record, me)
    if (other && other !== me && unavailable(app, me, other)) {
      gb.fail(field, NOT_AVAILABLE_CODE, NOT_AVAILABLE)
    }
  }
  check(e.app)
  gb.inTransaction(e, (txApp) => {
    check(txApp)
    e.next()
  })
}

/** The ids of the members `me` blocked (the finder and recommendations leave them out). */
function blockedBy(app, me) {
  if (!me) return []
  return app
    .findRecordsByFilter('blocks', 'blocker = {:me}', '', 0, 0, { me: me })
    .map((block) => block.getString('blocked'))
}

const PAIR = (a, b) =>
  `((booker = {:${a}} && gymBuddy = {:${b}}) || (booker = {:${b}} && gymBuddy = {:${a}}))`

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

function cancelSession(txApp, booking, blocker) {
  booking.set('status', STATUS.cancelled)
  booking.set('reason', CANCEL_REASON)
  booking.set('cancelledBy', blocker)
  $app.store().set(CANCELLING + booking.id, true)
  try {
    txApp.save(booking)
  } finally {
    $app.store().remove(CANCELLING + booking.id)
  }
}

/** True while a block cancels this booking. */
function isBlockCancel(booking) {
  return $app.store().has(CANCELLING + booking.id)
}

/**
 * A new block, in its transaction: the pair's open series (one notice each), then their upcoming
 * requested or confirmed sessions, are cancelled by the blocker with the reason "Cancelled" (the
 * other member is told as for any cancel); their places waiting for each other's hours go.
 */
function endDealings(txApp, blocker, blocked) {
  const series = require(`${__hooks}/lib/series/booking_series.js`)
  const params = { a: blocker, b: blocked, now: stored(Date.now()) }
  const open = txApp.findRecordsByFilter(
    'booking_series',
    `${PAIR('a', 'b')} && (status = '${STATUS.requested}' || status = '${STATUS.confirmed}')`,
    '',
    0,
    0,
    params,
  )
  for (const record of open) {
    const weeks = series.openAhead(txApp, record.id)
    $app.store().set(series.BUSY + record.id, true)
    try {
      for (const week of weeks) cancelSession(txApp, week, blocker)
      record.set('status', STATUS.cancelled)
      record.set('reason', CANCEL_REASON)
      txApp.save(record)
      if (weeks.length) series.tell(txApp, record, weeks[0], 'series_cancelled', blocked, blocker)
    } finally {
      $app.store().remove(series.BUSY + record.id)
    }
  }
  const upcoming = txApp.findRecordsByFilter(
    'bookings',
    `${PAIR('a', 'b')} && datetime > {:now} && (status = '${STATUS.requested}' || status = '${STATUS.confirmed}')`,
    'datetime',
    0,
    0,
    params,
  )
  for (const booking of upcoming) cancelSession(txApp, booking, blocker)
  const waiting = txApp.findRecordsByFilter(
    'waitlist',
    '(user = {:a} && gymBuddy = {:b}) || (user = {:b} && gymBuddy = {:a})',
    '',
    0,
    0,
    params,
  )
  for (const entry of waiting) txApp.delete(entry)
}

/** POST blocks: the blocker is the caller; once per pair; then the pair's dealings end. */
function createBlock(e) {
  if (e.hasSuperuserAuth()) return e.next()
  const me = e.auth ? e.auth.id : ''
  const record = e.record
  if (me) record.set('blocker', me)
  const other = record.getString('blocked')
  if (!other) gb.fail('blocked', 'validation_required', 'Choose the member to block.')
  if (other === me) gb.fail('blocked', 'validation_block_self', 'You cannot block yourself.')
  const already = () =>
    gb.findFirst(e.app, 'blocks', 'blocker = {:me} && blocked = {:other}', { me: me, other: other })
  if (already()) {
    gb.fail('blocked', 'validation_already_blocked', 'You have already blocked this member.')
  }
  gb.inTransaction(e, (txApp) => {
    e.next()
    endDealings(txApp, me, other)
  })
}

module.exports = {
  checkReach,
  blockedBy,
  isBlockCancel,
  createBlock,
}
