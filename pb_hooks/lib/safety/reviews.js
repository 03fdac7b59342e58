/// <reference path="../../pb_data/types.d.ts" />
// Review checks (pb_hooks/reviews.pb.js): only the booker of a confirmed session that has ended
// and was attended, with a verified email, rates it, once; the author changes rating and text for
// 14 days. Every refusal names its field.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { OUTCOME, STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

const SESSION_MS = 3600 * 1000
const EDIT_WINDOW_MS = 14 * 24 * 3600 * 1000
const MAX_TEXT = 1000

/** "Rachel Tan" -> "Rachel T.": enough to recognise a review, not to find the person. */
function publicName(user) {
  const words = (user ? user.getString('name') : '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return 'A client'
  const first = words[0].slice(0, 60)
  return words.length > 1 ? `${first} ${words[words.length - 1].charAt(0).toUpperCase()}.` : first
}

/** POST reviews: sets trainer and author from the booking, then checks who and when. */
function checkNewReview(e) {
  const record = e.record
  const booking = gb.findById(e.app, 'bookings', record.getString('booking'))
  if (!booking) gb.fail('booking', 'validation_required', 'Choose the session you want to rate.')
  gb.trimText(record, 'text', MAX_TEXT, 'Your review')
  if (e.hasSuperuserAuth()) {
    // Superusers (demo data) may backfill; the links still follow the booking.
    record.set('trainer', booking.getString('gymBuddy'))
    record.set('author', booking.getString('booker'))
    record.set('authorName', publicName(gb.findById(e.app, 'users', booking.getString('booker'))))
    return
  }
  record.set('hiddenAt', '')
  record.set('hiddenReason', '')
  if (!e.auth || booking.getString('booker') !== e.auth.id) {
    gb.fail('booking', 'validation_review_not_yours', 'You can only rate your own sessions.')
  }
  if (booking.getString('status') !== STATUS.confirmed) {
    gb.fail('booking', 'validation_review_not_confirmed', 'Only confirmed sessions can be rated.')
  }
  const start = gb.dateOf(booking, 'datetime')
  if (!start || start.getTime() + SESSION_MS > Date.now()) {
    gb.fail('booking', 'validation_review_too_early', 'You can rate a session once it has ended.')
  }
  // Attendance (docs/attendance-and-waitlist.md): only a session that happened, by a real address.
  if (booking.getString('outcome') !== OUTCOME.attended) {
    gb.fail(
      'booking',
      'validation_review_not_attended',
      'You can rate a session once it is recorded as attended.',
    )
  }
  if (!e.auth.getBool('verified')) {
    gb.fail(
      'author',
      'validation_verify_email',
      'Verify your email address to write reviews: reviews come only from confirmed accounts, so throwaway accounts cannot rate trainers. Use the link we emailed you, or resend it.',
    )
  }
  const existing = gb.findFirst(e.app, 'reviews', 'booking = {:booking}', { booking: booking.id })
  if (existing) {
    gb.fail('booking', 'validation_review_exists', 'You have already rated this session.')
  }
  record.set('trainer', booking.getString('gymBuddy'))
  record.set('author', e.auth.id)
  record.set('authorName', publicName(e.auth))
}

/** PATCH reviews: only rating and text change, within 14 days of writing. */
function checkReviewEdit(e) {
  const record = e.record
  gb.trimText(record, 'text', MAX_TEXT, 'Your review')
  if (e.hasSuperuserAuth()) return
  const original = record.original()
  // Hiding is an operator's decision (lib/safety/ops_reviews.js): the author neither hides nor restores.
  const fixed = ['booking', 'trainer', 'author', 'authorName', 'hiddenAt', 'hiddenReason']
  for (const field of fixed) {
    if (record.getString(field) !== original.getString(field)) {
      gb.fail(
        field,
        'validation_review_readonly',
        'Only the rating and text of a review can change.',
      )
    }
  }
  const created = gb.dateOf(original, 'created')
  if (!created || created.getTime() + EDIT_WINDOW_MS < Date.now()) {
    gb.fail(
      'rating',
      'validation_review_edit_window',
      'A review can be changed for 14 days after it was written.',
    )
  }
}

/**
 * After a superuser's create with `?created=<date>` (demo history, tests of the edit window): that
 * past date replaces the autodate, which PocketBase always sets to now (and drops from a body).
 */
function backdateReview(e) {
  if (!e.hasSuperuserAuth()) return
  const created = e.requestInfo().query['created']
  if (!created) return
  const date = new Date(created)
  if (isNaN(date.getTime())) gb.fail('created', 'validation_invalid_date', 'Invalid date.')
  e.app
    .db()
    .newQuery('UPDATE reviews SET created = {:created} WHERE id = {:id}')
    .bind({ created: date.toISOString().replace('T', ' '), id: e.record.id })
    .execute()
}

module.exports = { backdateReview, checkNewReview, checkReviewEdit }
