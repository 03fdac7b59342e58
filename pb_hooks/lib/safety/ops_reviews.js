/// <reference path="../../pb_data/types.d.ts" />
// Hiding a review (docs/trust-and-safety.md). POST /api/gymbuddy/ops/reviews/{reviewId}/hide
// { reason } sets reviews.hiddenAt/hiddenReason and logs `hide_review`; .../restore { reason }
// clears them and logs `restore_review`. A hidden review leaves the public list (reviews rules,
// migration 1900002610) and every average (the rating statements read `hiddenAt = ''`; the
// review's save refreshes the finder's stored rating); its author still reads it, with the reason.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const ops = require(`${__hooks}/lib/safety/operators.js`)
const common = require(`${__hooks}/lib/safety/ops_common.js`)

// reviews.hiddenReason holds at most this many characters.
const MAX_HIDE_REASON = 500
const MAX_RESTORE_REASON = 2000

function reviewOf(txApp, e) {
  const review = gb.findById(txApp, 'reviews', e.request.pathValue('reviewId'))
  if (!review) throw new NotFoundError('There is no such review.')
  return review
}

function answer(e, review) {
  return e.json(200, {
    id: review.id,
    hiddenAt: review.getString('hiddenAt'),
    hiddenReason: review.getString('hiddenReason'),
  })
}

/** POST /api/gymbuddy/ops/reviews/{reviewId}/hide. */
function hide(e) {
  ops.requireOperator(e)
  const reason = common.reasonOf(e, 'reason', MAX_HIDE_REASON)
  let review
  e.app.runInTransaction((txApp) => {
    review = reviewOf(txApp, e)
    if (review.getString('hiddenAt')) {
      gb.fail('reason', 'validation_already_hidden', 'This review is already hidden.')
    }
    review.set('hiddenAt', common.stored(new Date()))
    review.set('hiddenReason', reason)
    txApp.save(review)
    ops.logAction(txApp, e.auth.id, 'hide_review', review.getString('author'), review.id, reason)
  })
  return answer(e, review)
}

/** POST /api/gymbuddy/ops/reviews/{reviewId}/restore. */
function restore(e) {
  ops.requireOperator(e)
  const reason = common.reasonOf(e, 'reason', MAX_RESTORE_REASON)
  let review
  e.app.runInTransaction((txApp) => {
    review = reviewOf(txApp, e)
    if (!review.getString('hiddenAt')) {
      gb.fail('reason', 'validation_not_hidden', 'This review is not hidden.')
    }
    review.set('hiddenAt', '')
    review.set('hiddenReason', '')
    txApp.save(review)
    ops.logAction(txApp, e.auth.id, 'restore_review', review.getString('author'), review.id, reason)
  })
  return answer(e, review)
}

module.exports = { hide, restore }
