/// <reference path="../../pb_data/types.d.ts" />
// Account mails (password reset, verification, email change), docs/decisions.md "Mail limits":
// - at most HOURLY_CAP_PER_ADDRESS an hour to one address; past it the mail is dropped in silence
//   (the request's answer is the one PocketBase gives anyway, so nothing is revealed);
// - an email change is queued here and mailed by the cron after the answer, so a taken and a free
//   address take the same path and the same time (lib/accounts/email_change.js).

const HOURLY_CAP_PER_ADDRESS = 3
const QUEUE_BATCH = 200
// Log rows older than this are no longer counted by anything.
const KEEP_HOURS = 24

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

function newRow(app, kind, userId, address, state) {
  const row = new Record(app.findCollectionByNameOrId('account_mails'))
  row.set('kind', kind)
  row.set('user', userId || '')
  row.set('address', address)
  row.set('state', state)
  if (state === 'sent') row.set('sentAt', stored(Date.now()))
  app.save(row)
  return row
}

/** Logs one send to `address` unless it had its hourly share; returns the row or null. */
function reserve(app, kind, userId, address) {
  let row = null
  // One transaction (PocketBase runs them one at a time): concurrent sends cannot both pass.
  app.runInTransaction((txApp) => {
    const recent = txApp.findRecordsByFilter(
      'account_mails',
      "address = {:address} && state = 'sent' && sentAt >= {:since}",
      '',
      HOURLY_CAP_PER_ADDRESS,
      0,
      { address: address, since: stored(Date.now() - 3600_000) },
    )
    if (recent.length < HOURLY_CAP_PER_ADDRESS) row = newRow(txApp, kind, userId, address, 'sent')
  })
  return row
}

/**
 * onMailerRecord*Send step: sends unless the address had its hourly share. Not calling e.next()
 * drops the mail; the request that caused it answers as usual (PocketBase sends reset and
 * verification mails after its answer anyway).
 */
function sendCapped(e, kind) {
  const to = e.message.to && e.message.to.length > 0 ? e.message.to[0].address : ''
  const address = String(to).trim().toLowerCase()
  const member = e.record && e.record.collection().name === 'users' ? e.record.id : ''
  const row = reserve(e.app, kind, member, address)
  if (!row) {
    e.app.logger().warn('account mail dropped: hourly cap for the address', 'kind', kind)
    return
  }
  try {
    e.next()
  } catch (error) {
    e.app.delete(row) // not sent: it does not count
    throw error
  }
}

/** Queues the email-change mail (the same one write whether or not the address is taken). */
function queueEmailChange(app, userId, newEmail) {
  newRow(app, 'email_change', userId, newEmail, 'queued')
}

/**
 * The cron job: sends each queued email-change mail whose address is still free, then forgets
 * log rows past their use. Returns how many were sent.
 */
function sendQueued(app) {
  const queued = app.findRecordsByFilter(
    'account_mails',
    "state = 'queued'",
    'created',
    QUEUE_BATCH,
    0,
  )
  let sent = 0
  for (const row of queued) {
    app.delete(row)
    const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
    const user = gb.findById(app, 'users', row.getString('user'))
    const address = row.getString('address')
    if (!user || user.email() === address) continue
    if (gb.findFirst(app, 'users', 'email = {:email}', { email: address })) continue
    try {
      $mails.sendRecordChangeEmail(app, user, address)
      sent += 1
    } catch (error) {
      app.logger().error('email change mail failed', 'user', user.id, 'error', String(error))
    }
  }
  const old = app.findRecordsByFilter(
    'account_mails',
    "state = 'sent' && sentAt < {:before}",
    '',
    1000,
    0,
    { before: stored(Date.now() - KEEP_HOURS * 3600_000) },
  )
  for (const row of old) app.delete(row)
  return sent
}

module.exports = { sendCapped, queueEmailChange, sendQueued }
