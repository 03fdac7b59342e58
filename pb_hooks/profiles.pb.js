/// <reference path="../pb_data/types.d.ts" />
// Client and trainer profiles: the spec §5 checks with their messages (pb_hooks/lib/profiles.js).
// Ownership (user = self, never reassigned) is in the collection rules.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/profiles.js`).validateClientProfile(e.record)
  e.next()
}, 'client_profiles')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/profiles.js`).validateClientProfile(e.record)
  e.next()
}, 'client_profiles')

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/profiles.js`).validateTrainerProfile(e.record)
  e.next()
}, 'trainer_profiles')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/profiles.js`).validateTrainerProfile(e.record)
  e.next()
}, 'trainer_profiles')
