/// <reference path="../../pb_data/types.d.ts" />
// Issue 10.8: request-email-change gives one answer whether or not the new address is taken, so
// nobody can probe which emails have accounts. PocketBase refuses a taken address (400
// validation_not_unique) before any hook runs, so the router middleware answers it here: 204, as
// for a free address, and no email is sent. Every request counts against the
// "*:requestEmailChange" limit here, so the limiter answers both cases alike too.

const PATH = '/api/collections/users/request-email-change'

/** Router middleware step for POST PATH. */
function handle(e) {
  if (!e.auth || e.auth.collection().name !== 'users') return e.next()
  require(`${__hooks}/lib/refusal_limit.js`).count(e, [
    'users:requestEmailChange',
    '*:requestEmailChange',
  ])
  const body = e.requestInfo().body || {}
  const newEmail = typeof body.newEmail === 'string' ? body.newEmail.trim().toLowerCase() : ''
  if (!newEmail || newEmail === e.auth.email().toLowerCase()) return e.next()
  const gb = require(`${__hooks}/lib/gymbuddy.js`)
  const taken = gb.findFirst(e.app, 'users', 'email = {:email}', { email: newEmail })
  if (!taken) return e.next()
  return e.noContent(204)
}

module.exports = { PATH, handle }
