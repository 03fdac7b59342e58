/// <reference path="../pb_data/types.d.ts" />
// Client and trainer profiles: the spec's checks with their messages (pb_hooks/lib/accounts/profiles.js).
// Ownership (user = self, never reassigned) is in the collection rules.

// A fitness profile is created only with the member's health consent (healthConsent: true), and
// that consent is recorded once the profile exists (lib/privacy/consents.js).
onRecordCreateRequest((e) => {
  const consents = require(`${__hooks}/lib/privacy/consents.js`)
  consents.requireHealthConsent(e)
  require(`${__hooks}/lib/accounts/profiles.js`).validateClientProfile(e.record)
  e.next()
  if (!consents.saidYes(e, 'healthConsent')) return
  try {
    consents.recordHealth(e.app, e.record.getString('user'))
  } catch (error) {
    // No profile without its consent on record.
    e.app.delete(e.record)
    throw error
  }
}, 'client_profiles')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/accounts/profiles.js`).validateClientProfile(e.record)
  e.next()
}, 'client_profiles')

// Removing the fitness profile withdraws the health consent in the same transaction; PocketBase
// clears users.profile (an optional link) as part of the same delete.
onRecordDeleteExecute((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  gb.inTransaction(e, (txApp) => {
    e.next()
    require(`${__hooks}/lib/privacy/consents.js`).withdrawHealth(txApp, e.record.getString('user'))
  })
}, 'client_profiles')

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/accounts/profiles.js`).validateTrainerProfile(e.record)
  e.next()
}, 'trainer_profiles')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/accounts/profiles.js`).validateTrainerProfile(e.record)
  e.next()
}, 'trainer_profiles')

// Becoming a trainer is this one create: the profile, the user's userType and its
// trainer_profile link are saved in one transaction, so no trainer profile exists without its
// trainer (trainer profiles are public only for trainers: see the trainer_profiles rules).
onRecordCreateExecute((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  gb.inTransaction(e, (txApp) => {
    e.next()
    const user = txApp.findRecordById('users', e.record.getString('user'))
    if (
      user.getString('userType') === 'trainer' &&
      user.getString('trainer_profile') === e.record.id
    ) {
      return
    }
    user.set('userType', 'trainer')
    user.set('trainer_profile', e.record.id)
    txApp.save(user)
  })
}, 'trainer_profiles')
