/// <reference path="../pb_data/types.d.ts" />
// Who a member may see in users_view, kept as rows instead of worked out by the rule
// (docs/decisions.md "A member's contacts are stored rows"). users_view's rule used to follow
// every back-relation at once (bookings both ways and chats both ways with their writers), and
// PocketBase joins those together, so its cost grew with bookings x chats (a trainer with 47
// bookings and 140 chats: 2.1 s for a list of 100 ids). Now it reads one back-relation.
// "Is a trainer" was a join over every member (@collection.users), multiplied by the contacts'
// join: the view now carries userType, so that check reads the row itself (trainers are public;
// a contact already knows whether you train or book).
// member_contacts: `party` is visible to `owner`. Written by the server only (superusers only
// through the API; rules of other collections still read it): both ways for every booking of any
// status (pb_hooks/lib/bookings/booking_effects.js), and the other participant sees a chat's sender once
// they have written (pb_hooks/chats.pb.js). Backfilled here from bookings and chats.writers.
const SIGNED_IN = '@request.auth.id != ""'
const ME = '@request.auth.id'
const USERS_VIEW_QUERY = 'SELECT id, name, avatar, userType FROM users'
// Yourself, a trainer, or a contact (a booking party, or someone who wrote to you in a chat).
const USERS_VIEW_RULE = `${SIGNED_IN} && (id = ${ME} || @request.auth.member_contacts_via_owner.party ?= id || userType = "trainer")`

// What this replaces (1900001020_private_contacts.js).
const PREVIOUS_USERS_VIEW_QUERY = 'SELECT id, name, avatar FROM users'
const PREVIOUS_TRAINER =
  '(@collection.users:trainer.id ?= id && @collection.users:trainer.userType ?= "trainer")'
const PREVIOUS_USERS_VIEW_RULE = `${SIGNED_IN} && (id = ${ME} || @request.auth.bookings_via_booker.gymBuddy ?= id || @request.auth.bookings_via_gymBuddy.booker ?= id || @request.auth.chats_via_user1.writers:each ?= id || @request.auth.chats_via_user2.writers:each ?= id || ${PREVIOUS_TRAINER})`

// A 15-character id like PocketBase's own ([a-z0-9]).
const NEW_ID = 'substr(lower(hex(randomblob(8))), 1, 15)'
const PAIRS = `
  SELECT booker AS owner, gymBuddy AS party FROM bookings
  UNION SELECT gymBuddy, booker FROM bookings
  UNION SELECT CASE WHEN w.value = c.user1 THEN c.user2 ELSE c.user1 END, w.value
    FROM chats c, json_each(c.writers) w WHERE w.value IN (c.user1, c.user2)`
const BACKFILL = `INSERT OR IGNORE INTO member_contacts (id, owner, party)
  SELECT ${NEW_ID}, p.owner, p.party FROM (${PAIRS}) p
  WHERE p.owner != '' AND p.party != '' AND p.owner != p.party
    AND EXISTS (SELECT 1 FROM users WHERE id = p.owner)
    AND EXISTS (SELECT 1 FROM users WHERE id = p.party)`

function setUsersView(app, query, rule) {
  const view = app.findCollectionByNameOrId('users_view')
  view.viewQuery = query
  view.listRule = rule
  view.viewRule = rule
  app.save(view)
}

migrate(
  (app) => {
    const { SERVER_ONLY, belongsTo } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const users = app.findCollectionByNameOrId('users')
    app.save(
      new Collection({
        type: 'base',
        name: 'member_contacts',
        ...SERVER_ONLY,
        fields: [belongsTo('owner', users), belongsTo('party', users)],
        indexes: [
          'CREATE UNIQUE INDEX idx_member_contacts_owner_party ON member_contacts (owner, party)',
          // Account closing and cascades find the rows naming a member as party.
          'CREATE INDEX idx_member_contacts_party ON member_contacts (party)',
        ],
      }),
    )
    app.db().newQuery(BACKFILL).execute()
    setUsersView(app, USERS_VIEW_QUERY, USERS_VIEW_RULE)
  },
  (app) => {
    setUsersView(app, PREVIOUS_USERS_VIEW_QUERY, PREVIOUS_USERS_VIEW_RULE)
    app.delete(app.findCollectionByNameOrId('member_contacts'))
  },
)
