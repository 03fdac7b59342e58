/// <reference path="../pb_data/types.d.ts" />
// Reviews: value checks in pb_hooks/lib/safety/reviews.js; who may create (the booking's
// booker) and edit (the author) is also in the collection rules (1900000500).

onRecordCreateRequest((e) => {
  const reviews = require(`${__hooks}/lib/safety/reviews.js`)
  reviews.checkNewReview(e)
  e.next()
  reviews.backdateReview(e)
}, 'reviews')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/safety/reviews.js`).checkReviewEdit(e)
  e.next()
}, 'reviews')

// Public: how quickly a trainer answers booking requests (median over the last 90 days).
routerAdd('GET', '/api/gymbuddy/trainers/{id}/reply-time', (e) => {
  const replyTime = require(`${__hooks}/lib/bookings/reply_time.js`)
  return e.json(200, replyTime.replyTime(e.app, e.request.pathValue('id')))
})
