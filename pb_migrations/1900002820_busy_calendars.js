/// <reference path="../pb_data/types.d.ts" />
// A trainer's own calendars block their GymBuddy hours (docs/venues-and-free-hours.md, "Busy
// times"): `busy_calendars` (a private iCalendar address or a CalDAV account; the address, user
// name and app password are hidden, never sent back to the app: `hint` is what it shows) and
// `busy_times` (only start and end of each busy time, written by the server's reader). The trainer
// hears, once, that a calendar has failed to read for a day. Checks and the reader:
// pb_hooks/busy_calendars.pb.js with pb_hooks/lib/venues/busy_calendars.js.
const KINDS = ['calendar_failing']
const MINE = '@request.auth.id != "" && trainer = @request.auth.id'

migrate(
  (app) => {
    const { belongsTo, timestamps, addNotificationKinds } = require(
      `${__hooks}/lib/platform/migration_blocks.js`,
    )
    const users = app.findCollectionByNameOrId('users')
    const trainer = {
      name: 'trainer',
      type: 'relation',
      collectionId: users.id,
      maxSelect: 1,
      cascadeDelete: false,
      required: true,
    }
    const calendars = new Collection({
      type: 'base',
      name: 'busy_calendars',
      // Only the trainer adds, reads, changes and removes their own calendars.
      listRule: MINE,
      viewRule: MINE,
      createRule: `${MINE} && @request.auth.userType = "trainer"`,
      updateRule: `${MINE} && (@request.body.trainer:isset = false || @request.body.trainer = @request.auth.id)`,
      deleteRule: MINE,
      fields: [
        trainer,
        { name: 'kind', type: 'select', values: ['ics', 'caldav'], maxSelect: 1, required: true },
        { name: 'label', type: 'text', max: 40, required: true },
        { name: 'url', type: 'text', max: 2000, required: true, hidden: true },
        { name: 'username', type: 'text', max: 200, hidden: true },
        { name: 'password', type: 'text', max: 500, hidden: true },
        // What the app shows of the address ("calendar.google.com …/basic.ics"), set by the server.
        { name: 'hint', type: 'text', max: 120 },
        { name: 'lastSyncAt', type: 'date' },
        { name: 'lastError', type: 'text', max: 300 },
        { name: 'failingSince', type: 'date' },
        { name: 'failureMailedAt', type: 'date' },
        { name: 'eventsCount', type: 'number', onlyInt: true, min: 0 },
        ...timestamps(),
      ],
      indexes: ['CREATE INDEX idx_busy_calendars_trainer ON busy_calendars (trainer)'],
    })
    app.save(calendars)

    app.save(
      new Collection({
        type: 'base',
        name: 'busy_times',
        // The trainer reads their own busy times (My Schedule); only the server's reader writes.
        listRule: MINE,
        viewRule: MINE,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          trainer,
          belongsTo('calendar', calendars),
          { name: 'start', type: 'date', required: true },
          { name: 'end', type: 'date', required: true },
        ],
        indexes: [
          'CREATE INDEX idx_busy_times_trainer_start ON busy_times (trainer, start)',
          'CREATE INDEX idx_busy_times_calendar ON busy_times (calendar)',
        ],
      }),
    )

    addNotificationKinds(app, KINDS)
  },
  (app) => {
    const { dropNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    dropNotificationKinds(app, KINDS)
    app.delete(app.findCollectionByNameOrId('busy_times'))
    app.delete(app.findCollectionByNameOrId('busy_calendars'))
  },
)
