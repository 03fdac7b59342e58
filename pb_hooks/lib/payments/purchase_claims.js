/// <reference path="../../pb_data/types.d.ts" />
// What the client of a package purchase says and leaves behind (docs/payments.md): "I've paid"
// on a pending purchase (POST /api/gymbuddy/purchases/{id}/paid, the only way `claimedAt` is set),
// and, when they close their account, the credits they leave unused (`leftUnused`), which the
// trainer is told of. Tested by tests/package-claims.test.ts.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { PURCHASE } = require(`${__hooks}/lib/bookings/booking_rules.js`)
const NOT_FOUND = "The requested resource wasn't found."

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/**
 * POST /api/gymbuddy/purchases/{id}/paid: the purchase's client says they paid. Pending and not
 * yet claimed only; the trainer is told in the same transaction. Anyone else: 404.
 */
function claimPurchase(e) {
  const id = e.request.pathValue('id')
  let answer = null
  e.app.runInTransaction((txApp) => {
    const purchase = gb.findById(txApp, 'package_purchases', id)
    if (!purchase || purchase.getString('client') !== e.auth.id) {
      throw new NotFoundError(NOT_FOUND)
    }
    if (purchase.getString('status') !== PURCHASE.pending) {
      gb.fail(
        'status',
        'validation_purchase_status',
        'This package is no longer waiting for payment.',
      )
    }
    if (purchase.getString('claimedAt')) {
      gb.fail(
        'claimedAt',
        'validation_purchase_claimed',
        'You already said you paid for this package.',
      )
    }
    purchase.set('claimedAt', stored(Date.now()))
    txApp.save(purchase)
    require(`${__hooks}/lib/payments/payment_notices.js`).packageClaimed(txApp, purchase)
    answer = { purchase: purchase.id, claimedAt: purchase.getString('claimedAt') }
  })
  return e.json(200, answer)
}

/**
 * Closing an account (lib/privacy/account_close.js, in its transaction, after the member's upcoming
 * sessions gave their credits back): each of their active purchases with credits left keeps how
 * many they left unused, and its trainer is told. The notice names no one: the account is gone.
 */
function clientLeaves(txApp, me) {
  const credits = require(`${__hooks}/lib/payments/credits.js`)
  const active = txApp.findRecordsByFilter(
    'package_purchases',
    `client = {:me} && status = '${PURCHASE.active}'`,
    'created',
    0,
    0,
    { me: me },
  )
  for (const purchase of active) {
    const unused = credits.balanceOf(txApp, purchase.id)
    if (unused <= 0) continue
    purchase.set('clientLeftAt', stored(Date.now()))
    purchase.set('leftUnused', unused)
    txApp.save(purchase)
    require(`${__hooks}/lib/payments/payment_notices.js`).packageForfeited(txApp, purchase)
  }
}

module.exports = { claimPurchase, clientLeaves }
