/// <reference path="../pb_data/types.d.ts" />
// Users: password strength on register and password change; userType only moves
// '' -> client, '' -> trainer, client -> trainer. Who may change what is in the users rules.
// Avatars are checked by their image header (pb_hooks/lib/accounts/avatar.js). Emails are stored lowercased
// and unique whatever their letter case or a trailing dot (lib/accounts/email_address.js); sign-in accepts
// either. Names are one line: no line breaks or control characters (they reach emails).

// Signing up needs acceptTerms: true; the agreement is then recorded with the terms version. A
// failed record leaves the member without a row, and the app asks them to accept on sign-in.
onRecordCreateRequest((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const consents = require(`${__hooks}/lib/privacy/consents.js`)
  consents.requireTerms(e)
  gb.trimText(e.record, 'name', 100, 'Name')
  require(`${__hooks}/lib/accounts/member_name.js`).checkOneLine(e.record.getString('name'))
  const password = gb.asString(e.requestInfo().body['password'])
  if (password && !gb.isStrongPassword(password)) {
    gb.fail('password', 'validation_password_weak', gb.WEAK_PASSWORD_MESSAGE)
  }
  require(`${__hooks}/lib/accounts/avatar.js`).checkAvatars(e.record)
  e.next()
  if (consents.saidYes(e, 'acceptTerms')) consents.recordTerms(e.app, e.record.id)
}, 'users')

onRecordUpdateRequest((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const body = e.requestInfo().body
  if (body['name'] !== undefined) {
    gb.trimText(e.record, 'name', 100, 'Name')
    require(`${__hooks}/lib/accounts/member_name.js`).checkOneLine(e.record.getString('name'))
  }

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
  require(`${__hooks}/lib/accounts/avatar.js`).checkAvatars(e.record)
  e.next()
}, 'users')

// Every save (register, email change confirmation, dashboard, scripts) stores the email in its
// one spelling, so the NOCASE unique index and the sign-in lookup agree.
onRecordCreate((e) => {
  const addresses = require(`${__hooks}/lib/accounts/email_address.js`)
  e.record.set('email', addresses.normalise(e.record.getString('email')))
  e.next()
}, 'users')

onRecordUpdate((e) => {
  const addresses = require(`${__hooks}/lib/accounts/email_address.js`)
  e.record.set('email', addresses.normalise(e.record.getString('email')))
  e.next()
}, 'users')

// PocketBase looks the identity up as typed (and leaves e.record empty when that finds nothing):
// find the account by its one spelling instead.
onRecordAuthWithPasswordRequest((e) => {
  if (!e.record && e.identity && e.identity.indexOf('@') !== -1) {
    const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
    e.record = gb.findFirst(e.app, 'users', 'email = {:email}', {
      email: require(`${__hooks}/lib/accounts/email_address.js`).normalise(e.identity),
    })
  }
  e.next()
}, 'users')

// A change of sign-in is told to the member (lib/accounts/account_notices.js), once it is saved: a new
// password to the account's address, a new email address to the OLD one.
onRecordUpdateRequest((e) => {
  const password = require(`${__hooks}/lib/platform/gymbuddy.js`).asString(
    e.requestInfo().body['password'],
  )
  e.next()
  if (password) {
    require(`${__hooks}/lib/accounts/account_notices.js`).tell(
      e.app,
      'password_changed',
      e.record,
      e.record.email(),
    )
  }
}, 'users')

onRecordConfirmPasswordResetRequest((e) => {
  e.next()
  require(`${__hooks}/lib/accounts/account_notices.js`).tell(
    e.app,
    'password_changed',
    e.record,
    e.record.email(),
  )
}, 'users')

onRecordConfirmEmailChangeRequest((e) => {
  const old = e.record.email()
  e.next()
  require(`${__hooks}/lib/accounts/account_notices.js`).tell(
    e.app,
    'email_changed',
    e.record,
    old,
    e.newEmail,
  )
}, 'users')
