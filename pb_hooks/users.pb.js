/// <reference path="../pb_data/types.d.ts" />
// Users: password strength (spec §5) on register and password change; userType only moves
// '' -> client, '' -> trainer, client -> trainer. Who may change what is in the users rules.

onRecordCreateRequest((e) => {
  const gb = require(`${__hooks}/lib/gymbuddy.js`)
  gb.trimText(e.record, 'name', 100, 'Name')
  const password = gb.asString(e.requestInfo().body['password'])
  if (password && !gb.isStrongPassword(password)) {
    gb.fail('password', 'validation_password_weak', gb.WEAK_PASSWORD_MESSAGE)
  }
  e.next()
}, 'users')

onRecordUpdateRequest((e) => {
  const gb = require(`${__hooks}/lib/gymbuddy.js`)
  const body = e.requestInfo().body
  if (body['name'] !== undefined) gb.trimText(e.record, 'name', 100, 'Name')

  const password = gb.asString(body['password'])
  if (password && !gb.isStrongPassword(password)) {
    gb.fail('password', 'validation_password_weak', gb.WEAK_PASSWORD_MESSAGE)
  }

  const before = gb.asString(e.record.original().get('userType'))
  const after = gb.asString(e.record.get('userType'))
  if (before !== after && !e.hasSuperuserAuth()) {
    const allowed = (before === '' && after !== '') || (before === 'client' && after === 'trainer')
    if (!allowed) {
      const message =
        before === 'trainer'
          ? 'A trainer cannot change back to another user type.'
          : `The user type cannot change from ${before || 'none'} to ${after || 'none'}.`
      gb.fail('userType', 'validation_user_type_transition', message)
    }
  }
  e.next()
}, 'users')
