/// <reference path="../pb_data/types.d.ts" />
// A client may remove their own fitness profile (Privacy & data) without closing the account:
// the owner deletes their `client_profiles` record; their `users.profile` link is cleared and
// their health consent marked withdrawn in the same transaction (pb_hooks/profiles.pb.js).
const OWNER = '@request.auth.id != "" && user = @request.auth.id'

migrate(
  (app) => {
    const profiles = app.findCollectionByNameOrId('client_profiles')
    // Only the owner deletes; nobody else, trainers included.
    profiles.deleteRule = OWNER
    app.save(profiles)
  },
  (app) => {
    const profiles = app.findCollectionByNameOrId('client_profiles')
    profiles.deleteRule = null
    app.save(profiles)
  },
)
