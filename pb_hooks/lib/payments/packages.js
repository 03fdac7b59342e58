/// <reference path="../../pb_data/types.d.ts" />
// The values of a trainer's package offer and of their PayNow details (the figures are
// booking_rules.json's `payments`); who may write them is in the collections' rules.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const RULES = require(`${__hooks}/lib/bookings/booking_rules.js`).rules.payments

function checkPackage(record) {
  const name = gb.trimText(record, 'name', 80, 'The package name')
  if (!name) gb.fail('name', 'validation_required', 'Give the package a name.')
  const sessions = record.getInt('sessions')
  const bounds = RULES.packageSessions
  if (sessions < bounds.min || sessions > bounds.max) {
    gb.fail(
      'sessions',
      'validation_package_sessions',
      `A package has from ${bounds.min} to ${bounds.max} sessions.`,
    )
  }
  const days = record.getInt('validDays')
  const valid = RULES.packageValidDays
  if (days < valid.min || days > valid.max) {
    gb.fail(
      'validDays',
      'validation_package_days',
      `A package is valid for ${valid.min} to ${valid.max} days.`,
    )
  }
  const price = record.getFloat('price')
  if (!(price > 0) || price > RULES.packageMaxPrice) {
    gb.fail(
      'price',
      'validation_price_range',
      `The price must be from S$1 to S$${RULES.packageMaxPrice}.`,
    )
  }
}

/** A mobile read as every phone field reads it (lib/accounts/sg_phone.js), or a UEN; '' when neither. */
function payNowIdOf(raw) {
  const mobile = require(`${__hooks}/lib/accounts/sg_phone.js`).parseSgMobile(raw)
  if (mobile) return mobile
  const id = require(`${__hooks}/lib/payments/paynow.js`).normalizeId(raw)
  return id.startsWith('+') ? '' : id
}

/**
 * POST /api/gymbuddy/paynow { paynowId, paynowName }: the signed-in trainer's PayNow details (a
 * +65 mobile or a UEN, stored without spaces; '' removes them). The fields are hidden from the
 * record API, which therefore does not take them from a member's body.
 */
function savePayNowDetails(e) {
  const body = e.requestInfo().body || {}
  const profile = gb.findFirst(e.app, 'trainer_profiles', 'user = {:user}', { user: e.auth.id })
  if (!profile) throw new NotFoundError('Create your trainer profile first.')
  const raw = gb.asString(body.paynowId).trim()
  const id = raw ? payNowIdOf(raw) : ''
  if (raw && !id) {
    gb.fail(
      'paynowId',
      'validation_paynow_id',
      'Enter a Singapore mobile number (8 digits starting with 8 or 9) or a UEN.',
    )
  }
  profile.set('paynowId', id)
  profile.set('paynowName', gb.asString(body.paynowName))
  gb.trimText(profile, 'paynowName', 100, 'The PayNow name')
  e.app.save(profile)
  return e.json(200, { paynowId: id, paynowName: profile.getString('paynowName') })
}

module.exports = { checkPackage, savePayNowDetails }
