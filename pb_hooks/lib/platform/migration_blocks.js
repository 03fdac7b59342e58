/// <reference path="../../pb_data/types.d.ts" />
// The blocks pb_migrations/ share: server-only rules, field shapes, view and notification-kind
// changes. Landed migrations read them, so changing one rewrites history: never edit a block, add
// a new one. A fresh migrate must still match docs/schema.md (tests/schema-doc.test.ts);
// tests/migration-blocks.test.ts fails when migrations copy a block instead of requiring it.
// Required inside a migration's up or down, never at its top: PocketBase loads every migration
// file for any command (`superuser upsert` too), where the hooks folder may not be there.

/** Superusers and the server's hooks only: nobody reads or writes it through the API. */
const SERVER_ONLY = {
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
}

/** A required link to one record of `collection`; the row goes when that record goes. */
function belongsTo(name, collection) {
  return {
    name,
    type: 'relation',
    collectionId: collection.id,
    maxSelect: 1,
    required: true,
    cascadeDelete: true,
  }
}

/** The `created` and `updated` dates every changing record keeps. */
function timestamps() {
  return [
    { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
    { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
  ]
}

/** Gives the view `name` a new query. */
function setViewQuery(app, name, query) {
  const view = app.findCollectionByNameOrId(name)
  view.viewQuery = query
  app.save(view)
}

/** Appends `kinds` to the values of notifications.kind. */
function addNotificationKinds(app, kinds) {
  const notifications = app.findCollectionByNameOrId('notifications')
  const kind = notifications.fields.getByName('kind')
  kind.values = [...kind.values, ...kinds]
  app.save(notifications)
}

/** Deletes the notifications of `kinds`, then takes `kinds` out of the values. */
function dropNotificationKinds(app, kinds) {
  for (const name of kinds)
    app
      .db()
      .newQuery('DELETE FROM notifications WHERE kind = {:kind}')
      .bind({ kind: name })
      .execute()
  const notifications = app.findCollectionByNameOrId('notifications')
  const kind = notifications.fields.getByName('kind')
  kind.values = kind.values.filter((value) => kinds.indexOf(value) === -1)
  app.save(notifications)
}

module.exports = {
  SERVER_ONLY,
  belongsTo,
  timestamps,
  setViewQuery,
  addNotificationKinds,
  dropNotificationKinds,
}
