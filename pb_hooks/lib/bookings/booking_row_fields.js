/// <reference path="../../pb_data/types.d.ts" />
// The fields of every row the bookings route (lib/bookings/booking_groups.js) prints, listed by collection,
// and the SQL that prints a row as the record API prints it to a member. A field not listed here
// is not in the answer, whatever the schema holds; hidden fields (bookings.profileSharedUntil)
// are never listed. tests/booking-groups-shape.test.ts compares every row with the record API's.

// How a column of each type prints. Base tables keep text and numbers NOT NULL; a view's columns
// may hold NULL, which a Record prints as '' or 0.
const PRINT = {
  text: (column) => column,
  viewText: (column) => `COALESCE(CAST(${column} AS TEXT), '')`,
  number: (column) => `COALESCE(${column} + 0, 0)`,
  bool: (column) => `CASE WHEN ${column} THEN json('true') ELSE json('false') END`,
  // Kept when it is valid JSON that starts like a value (or null, true, false); else printed as
  // a JSON string, as core prints what it cannot parse.
  json: (column) => {
    const value = `CAST(${column} AS TEXT)`
    return `CASE WHEN ${column} IS NULL THEN NULL WHEN ${value} IN ('null', 'true', 'false') OR (substr(${value}, 1, 1) IN ('0','1','2','3','4','5','6','7','8','9','-','"','[','{') AND json_valid(${value})) THEN json(${value}) ELSE json_quote(${value}) END`
  },
}

const FIELDS = {
  // To show a new bookings field on My Bookings and Schedule, add ONE line here: its name and how
  // it prints ('text' for text, date, select and single relation fields; 'number'; 'bool'; 'json'
  // for json fields and multi-value selects or relations).
  bookings: {
    answerBy: 'text',
    answeredAt: 'text',
    booker: 'text',
    cancelledBy: 'text',
    created: 'text',
    datetime: 'text',
    gymBuddy: 'text',
    id: 'text',
    reason: 'text',
    rescheduleOf: 'text',
    status: 'text',
    updated: 'text',
    series: 'text',
    venue: 'text',
    outcome: 'text',
    outcomeBy: 'text',
    outcomeReply: 'text',
    outcomeDisputed: 'bool',
    outcomeSettledBy: 'text',
    outcomeSettledAt: 'text',
    lateCancel: 'bool',
    proposed: 'bool',
    price: 'number',
    payment: 'text',
    paymentAt: 'text',
    purchase: 'text',
    policy: 'json',
    feeDue: 'number',
    creditRestoredAt: 'text',
    clientConfirmedAt: 'text',
  },
  client_profiles: {
    additionalInfo: 'text',
    budget: 'number',
    created: 'text',
    experienceLevel: 'text',
    fitnessGoals: 'json',
    id: 'text',
    preferredLocation: 'text',
    updated: 'text',
    user: 'text',
  },
  users_view: { avatar: 'viewText', id: 'viewText', name: 'viewText', userType: 'viewText' },
  gym_buddies_view: {
    avatar: 'viewText',
    badges: 'json',
    email: 'viewText',
    experienceLevel: 'viewText',
    id: 'viewText',
    name: 'viewText',
    preferredLocation: 'viewText',
    rate: 'number',
    ratingAvg: 'number',
    ratingCount: 'number',
    specializations: 'json',
    trainer_profile: 'viewText',
    verified: 'bool',
  },
}

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`

/** Row `alias` as a record of collection `name` (its listed fields), plus `extra` [key, sql]. */
function rowSql(app, name, alias, extra = []) {
  const collection = app.findCachedCollectionByNameOrId(name)
  const entries = [
    ['collectionId', literal(collection.id)],
    ['collectionName', literal(collection.name)],
    ...Object.entries(FIELDS[name]).map(([field, type]) => [
      field,
      PRINT[type](`${alias}.\`${field}\``),
    ]),
    ...extra,
  ]
  return `json_object(${entries.map(([key, sql]) => `${literal(key)}, ${sql}`).join(', ')})`
}

/** A JSON array of `from`'s rows (`alias`) as records of collection `name`, in `from`'s order. */
const rowsSql = (app, name, from, alias = 't', extra = []) =>
  `(SELECT json_group_array(${rowSql(app, name, alias, extra)}) FROM ${from})`

module.exports = { rowSql, rowsSql }
