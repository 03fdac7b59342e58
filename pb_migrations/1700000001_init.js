/// <reference path="../pb_data/types.d.ts" />
// GymBuddy schema, indexes and API rules (record types in src/lib/types.ts).
// Rules say WHO may do what; pb_hooks/*.pb.js check the VALUES with clear messages.

const EXPERIENCE_CLIENT = ['Complete Beginner', 'Beginner', 'Intermediate', 'Advanced', 'Expert']
const EXPERIENCE_TRAINER = [
  'Less than 1 year',
  '1-2 years',
  '3-5 years',
  '6-10 years',
  'More than 10 years',
]
const LOCATIONS = [
  'Central',
  'North',
  'South',
  'East',
  'West',
  'Northeast',
  'Northwest',
  'Southeast',
  'Southwest',
]

const SIGNED_IN = '@request.auth.id != ""'

migrate(
  (app) => {
    const { belongsTo, timestamps } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const users = app.findCollectionByNameOrId('users')

    // --- profiles (point at users; users points back once they exist) -------------------------
    const clientProfiles = new Collection({
      type: 'base',
      name: 'client_profiles',
      // Owner only: create/read/update your own profile; `user` stays you. Delete: superusers.
      listRule: `${SIGNED_IN} && user = @request.auth.id`,
      viewRule: `${SIGNED_IN} && user = @request.auth.id`,
      createRule: `${SIGNED_IN} && user = @request.auth.id`,
      updateRule: `${SIGNED_IN} && user = @request.auth.id && (@request.body.user:isset = false || @request.body.user = @request.auth.id)`,
      deleteRule: null,
      fields: [
        belongsTo('user', users),
        { name: 'fitnessGoals', type: 'json', maxSize: 4000 },
        {
          name: 'experienceLevel',
          type: 'select',
          values: EXPERIENCE_CLIENT,
          maxSelect: 1,
          required: true,
        },
        {
          name: 'preferredLocation',
          type: 'select',
          values: LOCATIONS,
          maxSelect: 1,
          required: true,
        },
        { name: 'additionalInfo', type: 'text', max: 2000 },
        // 0 = no budget (number fields cannot hold null); otherwise > 0 (checked in pb_hooks).
        { name: 'budget', type: 'number', min: 0, max: 1000000 },
        ...timestamps(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_client_profiles_user ON client_profiles (user)'],
    })
    app.save(clientProfiles)

    const trainerProfiles = new Collection({
      type: 'base',
      name: 'trainer_profiles',
      // Anyone (visitors too) may read (finder cards); only the owner creates/updates, `user` stays
      // the owner. Delete: superusers.
      listRule: '',
      viewRule: '',
      createRule: `${SIGNED_IN} && user = @request.auth.id`,
      updateRule: `${SIGNED_IN} && user = @request.auth.id && (@request.body.user:isset = false || @request.body.user = @request.auth.id)`,
      deleteRule: null,
      fields: [
        belongsTo('user', users),
        // A list of strings, or the raw comma text (both readings are kept); shape checked in hooks.
        { name: 'specializations', type: 'json', maxSize: 4000 },
        {
          name: 'experienceLevel',
          type: 'select',
          values: EXPERIENCE_TRAINER,
          maxSelect: 1,
          required: true,
        },
        {
          name: 'preferredLocation',
          type: 'select',
          values: LOCATIONS,
          maxSelect: 1,
          required: true,
        },
        // 0 = no rate ("leave empty to discuss rates"); otherwise > 0 and <= 10000 SGD.
        { name: 'rate', type: 'number', min: 0, max: 10000 },
        { name: 'bio', type: 'text', max: 2000 },
        { name: 'certifications', type: 'text', max: 2000 },
        ...timestamps(),
      ],
      indexes: ['CREATE UNIQUE INDEX idx_trainer_profiles_user ON trainer_profiles (user)'],
    })
    app.save(trainerProfiles)

    // --- users (built-in auth collection) --------------------------------------------------------
    users.fields.add(
      new SelectField({
        name: 'userType',
        values: ['client', 'trainer'],
        maxSelect: 1,
        required: false,
      }),
    )
    users.fields.add(
      new RelationField({
        name: 'profile',
        collectionId: clientProfiles.id,
        maxSelect: 1,
        cascadeDelete: false,
      }),
    )
    users.fields.add(
      new RelationField({
        name: 'trainer_profile',
        collectionId: trainerProfiles.id,
        maxSelect: 1,
        cascadeDelete: false,
      }),
    )
    const name = users.fields.getByName('name')
    name.max = 100
    const avatar = users.fields.getByName('avatar')
    avatar.maxSelect = 1
    avatar.maxSize = 2 * 1024 * 1024
    avatar.mimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']
    avatar.thumbs = ['100x100']

    // Self only: read and change your own record; profile links must point at your own profiles
    // (userType transitions are checked in pb_hooks/users.pb.js with a clear message). Registration
    // is public but may not set userType/profile/trainer_profile. Delete: superusers.
    users.listRule = 'id = @request.auth.id'
    users.viewRule = 'id = @request.auth.id'
    users.createRule = [
      '(@request.body.userType:isset = false || @request.body.userType = "")',
      '(@request.body.profile:isset = false || @request.body.profile = "")',
      '(@request.body.trainer_profile:isset = false || @request.body.trainer_profile = "")',
    ].join(' && ')
    users.updateRule = [
      'id = @request.auth.id',
      '(@request.body.profile:isset = false || @request.body.profile = profile' +
        ' || @request.body.profile.user = id)',
      '(@request.body.trainer_profile:isset = false || @request.body.trainer_profile = trainer_profile' +
        ' || @request.body.trainer_profile.user = id)',
    ].join(' && ')
    users.deleteRule = null
    users.addIndex('idx_users_userType', false, 'userType', '')
    app.save(users)

    // --- chats and messages ----------------------------------------------------------------------
    const chats = new Collection({
      type: 'base',
      name: 'chats',
      // The two participants list/view; a participant creates it (the hook refuses self-chats and a
      // second chat per pair). No API updates: the messages hook appends messages and keeps
      // lastMessage*. Delete: superusers.
      listRule: `${SIGNED_IN} && (user1 = @request.auth.id || user2 = @request.auth.id)`,
      viewRule: `${SIGNED_IN} && (user1 = @request.auth.id || user2 = @request.auth.id)`,
      createRule: `${SIGNED_IN} && (user1 = @request.auth.id || user2 = @request.auth.id)`,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'user1',
          type: 'relation',
          collectionId: users.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: false,
        },
        {
          name: 'user2',
          type: 'relation',
          collectionId: users.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: false,
        },
        { name: 'lastMessageText', type: 'text', max: 2000 },
        {
          name: 'lastMessageSender',
          type: 'relation',
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: false,
        },
        { name: 'lastMessageAt', type: 'date' },
        ...timestamps(),
      ],
      indexes: [
        'CREATE INDEX idx_chats_user1_updated ON chats (user1, updated)',
        'CREATE INDEX idx_chats_user2_updated ON chats (user2, updated)',
        // One chat per pair in either order; holds under concurrent creates.
        'CREATE UNIQUE INDEX idx_chats_pair ON chats (min(user1, user2), max(user1, user2))',
      ],
    })
    app.save(chats)

    const messages = new Collection({
      type: 'base',
      name: 'messages',
      // The chat's two participants list/view; a participant sends as self into that chat.
      // Messages are immutable: update/delete superusers only.
      listRule: `${SIGNED_IN} && (chat.user1 = @request.auth.id || chat.user2 = @request.auth.id)`,
      viewRule: `${SIGNED_IN} && (chat.user1 = @request.auth.id || chat.user2 = @request.auth.id)`,
      createRule: `${SIGNED_IN} && sender = @request.auth.id && (chat.user1 = @request.auth.id || chat.user2 = @request.auth.id)`,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'text', type: 'text', required: true, max: 2000 },
        {
          name: 'sender',
          type: 'relation',
          collectionId: users.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: false,
        },
        belongsTo('chat', chats),
        ...timestamps(),
      ],
      indexes: ['CREATE INDEX idx_messages_chat_created ON messages (chat, created)'],
    })
    app.save(messages)

    chats.fields.add(
      new RelationField({
        name: 'messages',
        collectionId: messages.id,
        maxSelect: 1000000,
        cascadeDelete: false,
      }),
    )
    app.save(chats)

    // --- bookings ----------------------------------------------------------------------------------
    const bookings = new Collection({
      type: 'base',
      name: 'bookings',
      // Booker and gymBuddy list/view; a signed-in user requests one as booker; only the gymBuddy
      // answers it. Trainer, slot and status checks are in pb_hooks/bookings.pb.js. Delete: superusers.
      listRule: `${SIGNED_IN} && (booker = @request.auth.id || gymBuddy = @request.auth.id)`,
      viewRule: `${SIGNED_IN} && (booker = @request.auth.id || gymBuddy = @request.auth.id)`,
      createRule: `${SIGNED_IN} && booker = @request.auth.id`,
      updateRule: `${SIGNED_IN} && gymBuddy = @request.auth.id`,
      deleteRule: null,
      fields: [
        {
          name: 'gymBuddy',
          type: 'relation',
          collectionId: users.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: false,
        },
        {
          name: 'booker',
          type: 'relation',
          collectionId: users.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: false,
        },
        { name: 'datetime', type: 'date', required: true },
        {
          name: 'status',
          type: 'select',
          values: ['requested', 'confirmed', 'declined'],
          maxSelect: 1,
        },
        ...timestamps(),
      ],
      indexes: [
        'CREATE INDEX idx_bookings_gymBuddy_created ON bookings (gymBuddy, created)',
        'CREATE INDEX idx_bookings_booker_created ON bookings (booker, created)',
        // A trainer holds at most one confirmed booking per slot (the hook checks first).
        "CREATE UNIQUE INDEX idx_bookings_confirmed_slot ON bookings (gymBuddy, datetime) WHERE status = 'confirmed'",
      ],
    })
    app.save(bookings)

    // --- read-only views -----------------------------------------------------------------------------
    // Every (owner, party) pair that shares a chat or a booking, plus (self, self); only the
    // users_view list rule joins it. One join instead of two (chats x bookings would multiply),
    // and SQLite pushes `owner = me` into each UNION ALL branch. CAST keeps the columns plain text
    // (PocketBase types subquery columns as json otherwise); ids are prefixed to stay unique.
    const contactsView = new Collection({
      type: 'view',
      name: 'contacts_view',
      // Nobody lists or views it over the API (superusers only); rules join it.
      listRule: null,
      viewRule: null,
      viewQuery: [
        'SELECT id, CAST(owner AS TEXT) AS owner, CAST(party AS TEXT) AS party FROM (',
        "SELECT ('c1' || id) AS id, user1 AS owner, user2 AS party FROM chats",
        "UNION ALL SELECT ('c2' || id), user2, user1 FROM chats",
        "UNION ALL SELECT ('b1' || id), booker, gymBuddy FROM bookings",
        "UNION ALL SELECT ('b2' || id), gymBuddy, booker FROM bookings",
        "UNION ALL SELECT ('u' || id), id, id FROM users",
        ')',
      ].join(' '),
    })
    app.save(contactsView)

    const usersView = new Collection({
      type: 'view',
      name: 'users_view',
      // Any signed-in user views one person by id (chat header); the list holds only yourself and
      // people you share a chat or a booking with, so nobody can harvest every member's email.
      listRule: `${SIGNED_IN} && @collection.contacts_view.owner ?= @request.auth.id && @collection.contacts_view.party ?= id`,
      viewRule: SIGNED_IN,
      viewQuery: 'SELECT id, name, email, avatar FROM users',
    })
    app.save(usersView)

    const gymBuddiesView = new Collection({
      type: 'view',
      name: 'gym_buddies_view',
      // Everyone (visitors too) lists/views trainers for the finder, with expandable trainer_profile.
      listRule: '',
      viewRule: '',
      viewQuery:
        "SELECT id, name, email, avatar, trainer_profile FROM users WHERE userType = 'trainer'",
    })
    app.save(gymBuddiesView)

    const bookedSlotsView = new Collection({
      type: 'view',
      name: 'booked_slots_view',
      // Any signed-in user sees which (gymBuddy, datetime) slots are taken, not who took them.
      listRule: SIGNED_IN,
      viewRule: SIGNED_IN,
      viewQuery: "SELECT id, gymBuddy, datetime FROM bookings WHERE status = 'confirmed'",
    })
    app.save(bookedSlotsView)
  },
  (app) => {
    for (const name of [
      'booked_slots_view',
      'gym_buddies_view',
      'users_view',
      'contacts_view',
      'bookings',
    ]) {
      app.delete(app.findCollectionByNameOrId(name))
    }
    const chats = app.findCollectionByNameOrId('chats')
    chats.fields.removeByName('messages')
    app.save(chats)
    app.delete(app.findCollectionByNameOrId('messages'))
    app.delete(chats)
    const users = app.findCollectionByNameOrId('users')
    users.fields.removeByName('userType')
    users.fields.removeByName('profile')
    users.fields.removeByName('trainer_profile')
    users.removeIndex('idx_users_userType')
    users.listRule = 'id = @request.auth.id'
    users.viewRule = 'id = @request.auth.id'
    users.createRule = ''
    users.updateRule = 'id = @request.auth.id'
    users.deleteRule = 'id = @request.auth.id'
    app.save(users)
    app.delete(app.findCollectionByNameOrId('trainer_profiles'))
    app.delete(app.findCollectionByNameOrId('client_profiles'))
  },
)
