/// <reference path="../pb_data/types.d.ts" />
// Users: password strength (spec §5) on register and password change; userType only moves
// '' -> client, '' -> trainer, client -> trainer. Who may change what is in the users rules.
// Avatars are checked by their image header (pb_hooks/lib/avatar.js). Emails are stored lowercased
// and unique whatever their letter case; sign-in accepts any case (issue 10.5).

onRecordCreateRequest((e) => {
  const gb = require(`${__hooks}/lib/gymbuddy.js`)
  gb.trimText(e.record, 'name', 100, 'Name')
  const password = gb.asString(e.requestInfo().body['password'])
  if (password && !gb.isStrongPassword(password)) {
    gb.fail('password', 'validation_password_weak', gb.WEAK_PASSWORD_MESSAGE)
  }
  require(`${__hooks}/lib/avatar.js`).checkAvatars(e.record)
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
  require(`${__hooks}/lib/avatar.js`).checkAvatars(e.record)
  e.next()
}, 'users')

// Every save (register, email change confirmation, dashboard, scripts) stores the email lowercased,
// so the NOCASE unique index and a lowercased sign-in lookup agree.
onRecordCreate((e) => {
  e.record.set('email', e.record.getString('email').trim().toLowerCase())
  e.next()
}, 'users')

onRecordUpdate((e) => {
  e.record.set('email', e.record.getString('email').trim().toLowerCase())
  e.next()
}, 'users')

// PocketBase looks the identity up as typed (and leaves e.record empty when that finds nothing):
// find the account by its lowercased email instead.
onRecordAuthWithPasswordRequest((e) => {
  if (!e.record && e.identity && e.identity.indexOf('@') !== -1) {
    const gb = require(`${__hooks}/lib/gymbuddy.js`)
    e.record = gb.findFirst(e.app, 'users', 'email = {:email}', {
      email: e.identity.trim().toLowerCase(),
    })
  }
  e.next()
}, 'users')
