/// <reference path="../../pb_data/types.d.ts" />
// request-email-change gives one answer, in the same time, whether or not the new address is
// taken, so nobody can probe which emails have accounts (by the answer or by its timing). The
// router middleware answers it here: the request is queued (lib/accounts/account_mails.js) and the cron
// mails the free addresses after the answer; a taken one gets nothing. Every request counts
// against the "*:requestEmailChange" limit here, so the limiter answers both cases alike too.

/** Router middleware step for POST /api/collections/users/request-email-change. */
function handle(e) {
  if (!e.auth || e.auth.collection().name !== 'users') return e.next()
  require(`${__hooks}/lib/platform/refusal_limit.js`).count(e, [
    'users:requestEmailChange',
    '*:requestEmailChange',
  ])
  const addresses = require(`${__hooks}/lib/accounts/email_address.js`)
  const body = e.requestInfo().body || {}
  const newEmail = typeof body.newEmail === 'string' ? addresses.normalise(body.newEmail) : ''
  if (!newEmail || newEmail === addresses.normalise(e.auth.email())) return e.next()
  if (addresses.isPlain(newEmail)) {
    require(`${__hooks}/lib/accounts/account_mails.js`).queueEmailChange(e.app, e.auth.id, newEmail)
    return e.noContent(204)
  }
  // An unusual address: PocketBase's own handler judges it, but a taken one is never revealed.
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const taken = gb.findFirst(e.app, 'users', 'email = {:email}', { email: newEmail })
  if (!taken) return e.next()
  return e.noContent(204)
}

module.exports = { handle }
