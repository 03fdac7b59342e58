/// <reference path="../../pb_data/types.d.ts" />
// The signed-in member's own records (pb_hooks/me.pb.js): their users record and their client
// profile, each only where its collection's own rule lets them read it (e.app.canAccessRecord with
// the stored rule, never a copy), serialized as the records API would (enrichRecord: the owner sees
// their email). No profile: null.

const { findById, findFirst, visibleTo } = require(`${__hooks}/lib/platform/gymbuddy.js`)

/** GET /api/gymbuddy/me: { user, clientProfile } of the signed-in member. */
function me(e) {
  const users = e.app.findCollectionByNameOrId('users')
  const user = visibleTo(e, findById(e.app, users, e.auth.id), users.viewRule)
  // As the records API shows it to its owner: the email too, whatever emailVisibility says.
  if (user) $apis.enrichRecord(e, user)
  const profiles = e.app.findCollectionByNameOrId('client_profiles')
  const found = findFirst(e.app, profiles, 'user = {:me}', { me: e.auth.id })
  return e.json(200, { user, clientProfile: visibleTo(e, found, profiles.viewRule) })
}

module.exports = { me }
