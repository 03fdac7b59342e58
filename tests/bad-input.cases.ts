// The bad-input sweep's payload catalogue (run by tests/bad-input.test.ts): for each collection's
// create and update, a valid base body with one field spoiled at a time. Each case names the
// field the server must name in its 400; cases aimed at someone else's record expect the rule's
// bare 403/404 instead (saying more would tell an outsider the record exists).
import { LIMITS } from '@/content/limits'

export type ActorName = 'alice' | 'bob' | 'dave' | 'visitor'

/** Ids the cases point at, made by the test before the sweep. */
export interface World {
  id: Record<'alice' | 'bob' | 'carol' | 'dave' | 'frank', string>
  aliceProfile: string
  carolProfile: string
  bobProfile: string
  aliceBobChat: string
  bobCarolChat: string
  aliceMessage: string
  aliceBooking: string
  carolBooking: string
  /** Alice's review of an ended session with Bob, and an ended session of hers still unrated. */
  aliceReview: string
  unratedSession: string
  /** The chat_reads rows of Alice and Bob in their chat. */
  aliceReading: string
  bobReading: string
  /** One of Bob's notifications (Alice's booking requests). */
  bobNotification: string
  /** A free future slot (the base booking's datetime) and one that is not a slot. */
  freeSlot: string
  offSlot: string
  pastSlot: string
  email: () => string
}

type Body = Record<string, unknown> | FormData | { raw: string }

export interface BadCase {
  group: string
  name: string
  collection: string
  op: 'create' | 'update'
  actor: ActorName
  target?: (w: World) => string
  /** The valid body the case spoils (the sweep's controls send it as it is). */
  base: (w: World) => Record<string, unknown>
  body: (w: World) => Body
  /** The field the 400 must name; or a bare status for refusals that name none. */
  expected: { field: string } | { status: number[] }
}

export const SCRIPT = '<script>alert(1)</script>'
const MISSING_ID = 'zzzzzzzzzzzzzzz'
const ONE_MEGABYTE = 'y'.repeat(1_000_000)
const PASSWORD = 'Passw0rd123'

type Values = Array<[label: string, value: unknown]>

// Unicode that must be refused wherever text goes (C0/C1 controls, bidi overrides).
const BAD_UNICODE: Values = [
  ['a NUL byte', 'a\u0000b'],
  ['a bell character', 'ring\u0007'],
  ['a right-to-left override', 'invoice\u202Egnp.exe'],
  ['a C1 control', 'x\u009By'],
]

const textValues = (max: number): Values => [
  ['a number', 123],
  ['a boolean', true],
  ['a list', ['a', 'b']],
  ['an object', { html: SCRIPT }],
  [`${max + 1} characters`, 'x'.repeat(max + 1)],
  [`${max + 1} emoji (code points, not UTF-16 units)`, '😀'.repeat(max + 1)],
  ['one megabyte', ONE_MEGABYTE],
  ...BAD_UNICODE,
]

const selectValues: Values = [
  ['a number', 3],
  ['a boolean', false],
  ['a list', ['Beginner', 'Expert']],
  ['an object', {}],
  ['a value not offered', 'Olympian'],
  ['a script tag', SCRIPT],
  ['a NUL byte', 'Central\u0000'],
  ['ten thousand characters', 'x'.repeat(10_000)],
]

const relationValues: Values = [
  ['a number', 42],
  ['a boolean', true],
  ['an object', { id: MISSING_ID }],
  ['an id that does not exist', MISSING_ID],
  ['a script tag', SCRIPT],
  ['an SQL fragment', "' OR 1=1 --"],
  ['ten thousand characters', 'x'.repeat(10_000)],
]

const numberValues = (max: number): Values => [
  ['text', 'abc'],
  ['a boolean', true],
  ['a list', [1]],
  ['an object', {}],
  ['a negative number', -1],
  ['just over the ceiling', max + 1],
  ['1e308', 1e308],
  ['a script tag', SCRIPT],
  ['text too large for a number', '1e400'],
]

const dateValues: Values = [
  ['a number', 1_900_000_000],
  ['a boolean', true],
  ['an object', {}],
  ['text that is not a date', 'next tuesday'],
  ['an impossible date', '2030-13-45 99:99:99'],
  ['a script tag', SCRIPT],
]

const listValues: Values = [
  ['a number', 7],
  ['an object', { goal: 'Cardio' }],
  ['a list of numbers', [1, 2]],
  ['an empty list', []],
  ['a list of blanks', ['', '  ']],
  [
    `${LIMITS.listItems + 1} items`,
    Array.from({ length: LIMITS.listItems + 1 }, (_, i) => `g${i}`),
  ],
  ['an item of 101 characters', ['x'.repeat(101)]],
  ['an item with a NUL byte', ['Cardio\u0000']],
  ['nested lists', [['Cardio']]],
]

const boolValues: Values = [
  ['text', 'yes'],
  ['a number', 1],
  ['a list', []],
]

const unknownFields: Values = [
  ['an unknown field', { isAdmin: true }],
  ['a prototype key', JSON.parse('{"__proto__": {"polluted": true}}')],
  ['a modifier on a text field', { 'name+': 'x' }],
  ['a key of 200 characters', { ['k'.repeat(200)]: 1 }],
]
// Under the 64 KB body cap, yet more keys than any collection has fields: one "body" refusal.
const MANY_KEYS = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 1]))

interface Spec {
  group: string
  collection: string
  op: 'create' | 'update'
  actor: ActorName
  target?: (w: World) => string
  base: (w: World) => Record<string, unknown>
}

function spoil(spec: Spec, field: string, values: Values): BadCase[] {
  return values.map(([label, value]) => ({
    ...spec,
    name: `${field}: ${label}`,
    body: (w) => ({ ...spec.base(w), [field]: value }),
    // A megabyte is over the 64 KB record body cap: refused as a whole, as "body".
    expected: { field: value === ONE_MEGABYTE ? 'body' : field },
  }))
}

function unknown(spec: Spec): BadCase[] {
  const manyKeys: BadCase = {
    ...spec,
    name: '5,000 unknown keys',
    body: (w) => ({ ...spec.base(w), ...MANY_KEYS }),
    expected: { field: 'body' },
  }
  return [
    manyKeys,
    ...unknownFields.map(([label, extra]): BadCase => {
      const key = Object.keys(extra as object)[0] ?? ''
      // Keys that cannot be field names are reported under "body".
      const field = /^\+?[A-Za-z][A-Za-z0-9_]*[+-]?$/.test(key) && key.length <= 64 ? key : 'body'
      // Spliced as text: spreading would turn a "__proto__" key into a prototype, not a field.
      const raw = (w: World) =>
        `${JSON.stringify(spec.base(w)).slice(0, -1)},${JSON.stringify(extra).slice(1)}`
      return {
        ...spec,
        name: label,
        body: (w) => ({ raw: raw(w).replace('{,', '{') }),
        expected: { field },
      }
    }),
  ]
}

function refused(
  spec: Spec,
  name: string,
  extra: (w: World) => Record<string, unknown>,
  field: string,
): BadCase {
  return { ...spec, name, body: (w) => ({ ...spec.base(w), ...extra(w) }), expected: { field } }
}

/** A refusal by the API rules: a bare status, so nothing is said about someone else's record. */
function hidden(
  spec: Spec,
  name: string,
  status: number[],
  overrides: Partial<Pick<BadCase, 'actor' | 'target' | 'group'>> & {
    extra?: (w: World) => Record<string, unknown>
  } = {},
): BadCase {
  const { extra, ...rest } = overrides
  return {
    ...spec,
    ...rest,
    name,
    body: (w) => ({ ...spec.base(w), ...extra?.(w) }),
    expected: { status },
  }
}

function unparseable(spec: Spec): BadCase[] {
  return [
    ['a body that is not JSON', '{"name": '],
    ['a JSON list instead of an object', '[1, 2, 3]'],
  ].map(([name, raw]) => ({ ...spec, name, body: () => ({ raw }), expected: { status: [400] } }))
}

function avatarForm(parts: Array<[string, Blob | string]>): FormData {
  const form = new FormData()
  for (const [key, value] of parts) form.append(key, value)
  return form
}

const svgWithScript = new Blob([`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`], {
  type: 'image/svg+xml',
})
const htmlAsPng = new Blob([`<html><body>${SCRIPT}</body></html>`], { type: 'image/png' })
// A PNG signature followed by 3 MB: over the 2 MB avatar limit whatever it decodes to.
const hugePng = new Blob(
  [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    new Uint8Array(3 * 1024 * 1024),
  ],
  { type: 'image/png' },
)

const NOT_FOUND_OR_FORBIDDEN = [403, 404]
const NOT_FOUND = [404]
const READ_ONLY = [400, 403, 404]
const SIGNED_OUT = [400, 401, 403]
const visitor = { actor: 'visitor', group: 'visitors' } as const

export function buildCases(tinyPng: Blob): BadCase[] {
  const userCreate: Spec = {
    group: 'users create',
    collection: 'users',
    op: 'create',
    actor: 'visitor',
    base: (w) => ({
      name: 'New Member',
      email: w.email(),
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      acceptTerms: true,
    }),
  }
  const userUpdate: Spec = {
    group: 'users update',
    collection: 'users',
    op: 'update',
    actor: 'alice',
    target: (w) => w.id.alice,
    base: () => ({ name: 'Alice Tan' }),
  }
  const clientCreate: Spec = {
    group: 'client_profiles create',
    collection: 'client_profiles',
    op: 'create',
    actor: 'dave',
    base: (w) => ({
      user: w.id.dave,
      fitnessGoals: ['Weight Loss'],
      experienceLevel: 'Beginner',
      preferredLocation: 'Central',
      additionalInfo: '',
      budget: null,
      healthConsent: true,
    }),
  }
  const clientUpdate: Spec = {
    group: 'client_profiles update',
    collection: 'client_profiles',
    op: 'update',
    actor: 'alice',
    target: (w) => w.aliceProfile,
    base: () => ({ additionalInfo: 'Old knee injury' }),
  }
  const trainerCreate: Spec = {
    group: 'trainer_profiles create',
    collection: 'trainer_profiles',
    op: 'create',
    actor: 'dave',
    base: (w) => ({
      user: w.id.dave,
      specializations: ['Weights'],
      experienceLevel: '3-5 years',
      preferredLocation: 'East',
      rate: 80,
      bio: '',
      certifications: '',
    }),
  }
  const trainerUpdate: Spec = {
    group: 'trainer_profiles update',
    collection: 'trainer_profiles',
    op: 'update',
    actor: 'bob',
    target: (w) => w.bobProfile,
    base: () => ({ bio: 'Strength coach.' }),
  }
  const chatCreate: Spec = {
    group: 'chats create',
    collection: 'chats',
    op: 'create',
    actor: 'alice',
    base: (w) => ({ user1: w.id.alice, user2: w.id.frank }),
  }
  const chatUpdate: Spec = {
    group: 'chats update',
    collection: 'chats',
    op: 'update',
    actor: 'alice',
    target: (w) => w.aliceBobChat,
    base: () => ({}),
  }
  const messageCreate: Spec = {
    group: 'messages create',
    collection: 'messages',
    op: 'create',
    actor: 'alice',
    base: (w) => ({ text: 'See you at 9?', sender: w.id.alice, chat: w.aliceBobChat }),
  }
  const messageUpdate: Spec = {
    group: 'messages update',
    collection: 'messages',
    op: 'update',
    actor: 'alice',
    target: (w) => w.aliceMessage,
    base: () => ({}),
  }
  const bookingCreate: Spec = {
    group: 'bookings create',
    collection: 'bookings',
    op: 'create',
    actor: 'alice',
    base: (w) => ({
      gymBuddy: w.id.bob,
      booker: w.id.alice,
      datetime: w.freeSlot,
      status: 'requested',
    }),
  }
  const bookingUpdate: Spec = {
    group: 'bookings update',
    collection: 'bookings',
    op: 'update',
    actor: 'bob',
    target: (w) => w.aliceBooking,
    base: () => ({ status: 'confirmed' }),
  }

  const reviewCreate: Spec = {
    group: 'reviews create',
    collection: 'reviews',
    op: 'create',
    actor: 'alice',
    base: (w) => ({ booking: w.unratedSession, rating: 4, text: 'Great session.' }),
  }
  const reviewUpdate: Spec = {
    group: 'reviews update',
    collection: 'reviews',
    op: 'update',
    actor: 'alice',
    target: (w) => w.aliceReview,
    base: () => ({ rating: 5, text: 'Even better on reflection.' }),
  }
  const readingUpdate: Spec = {
    group: 'chat_reads update',
    collection: 'chat_reads',
    op: 'update',
    actor: 'alice',
    target: (w) => w.aliceReading,
    base: () => ({ lastReadAt: new Date().toISOString() }),
  }
  const notificationUpdate: Spec = {
    group: 'notifications update',
    collection: 'notifications',
    op: 'update',
    actor: 'bob',
    target: (w) => w.bobNotification,
    base: () => ({ readAt: new Date().toISOString() }),
  }
  const ratingValues: Values = [
    ...numberValues(LIMITS.ratingMax),
    ['zero stars', 0],
    ['half a star', 4.5],
  ]

  return [
    // --- users ---------------------------------------------------------------------------------
    ...spoil(userCreate, 'name', textValues(LIMITS.name)),
    ...spoil(userCreate, 'email', [
      ['a number', 123],
      ['not an address', 'not-an-email'],
      ['a script tag', `${SCRIPT}@example.com`],
      ['300 characters', `${'x'.repeat(288)}@example.com`],
    ]),
    ...spoil(userCreate, 'password', [
      ['a number', 12345678],
      ['too weak', 'password'],
      ['over 71 bytes', `Aa1${'x'.repeat(100)}`],
    ]),
    ...spoil(userCreate, 'passwordConfirm', [['a different password', 'Other1234']]),
    ...spoil(userCreate, 'emailVisibility', boolValues),
    refused(
      userCreate,
      'userType set at registration',
      () => ({ userType: 'trainer' }),
      'userType',
    ),
    refused(
      userCreate,
      'a profile set at registration',
      (w) => ({ profile: w.carolProfile }),
      'profile',
    ),
    refused(
      userCreate,
      'a trainer profile set at registration',
      (w) => ({ trainer_profile: w.bobProfile }),
      'trainer_profile',
    ),
    refused(userCreate, 'verified set by the member', () => ({ verified: true }), 'verified'),
    ...unknown(userCreate),
    ...unparseable(userCreate),

    ...spoil(userUpdate, 'name', textValues(LIMITS.name)),
    ...spoil(userUpdate, 'userType', selectValues),
    ...spoil(userUpdate, 'profile', relationValues),
    ...spoil(userUpdate, 'trainer_profile', relationValues),
    ...spoil(userUpdate, 'emailVisibility', boolValues),
    refused(
      userUpdate,
      'tokenKey set by the member',
      () => ({ tokenKey: 'k'.repeat(50) }),
      'tokenKey',
    ),
    refused(userUpdate, 'verified set by the member', () => ({ verified: true }), 'verified'),
    refused(userUpdate, 'the record id changed', () => ({ id: 'aaaaaaaaaaaaaaa' }), 'id'),
    ...unknown(userUpdate),
    hidden(userUpdate, "someone else's client profile linked", NOT_FOUND, {
      extra: (w) => ({ profile: w.carolProfile }),
    }),
    hidden(userUpdate, "someone else's trainer profile linked", NOT_FOUND, {
      extra: (w) => ({ trainer_profile: w.bobProfile }),
    }),
    hidden(userUpdate, "someone else's account", NOT_FOUND, { target: (w) => w.id.carol }),
    ...(
      [
        ['an SVG carrying a script', svgWithScript],
        ['HTML named as a PNG', htmlAsPng],
        ['a 3 MB picture', hugePng],
      ] as Array<[string, Blob]>
    ).map(([name, file]): BadCase => ({
      ...userUpdate,
      name: `avatar: ${name}`,
      body: () => avatarForm([['avatar', file]]),
      expected: { field: 'avatar' },
    })),
    {
      ...userUpdate,
      name: 'avatar: two pictures',
      body: () =>
        avatarForm([
          ['avatar', tinyPng],
          ['avatar', tinyPng],
        ]),
      expected: { field: 'avatar' },
    },
    {
      ...userUpdate,
      name: 'a form with a name too long',
      body: () => avatarForm([['name', 'x'.repeat(LIMITS.name + 1)]]),
      expected: { field: 'name' },
    },
    ...unparseable(userUpdate),

    // --- client profiles -----------------------------------------------------------------------
    ...spoil(clientCreate, 'fitnessGoals', listValues),
    ...spoil(clientCreate, 'experienceLevel', selectValues),
    ...spoil(clientCreate, 'preferredLocation', selectValues),
    ...spoil(clientCreate, 'additionalInfo', textValues(LIMITS.profileText)),
    ...spoil(clientCreate, 'budget', numberValues(LIMITS.budgetMax)),
    ...spoil(clientCreate, 'user', relationValues),
    refused(clientCreate, "someone else's account as owner", (w) => ({ user: w.id.carol }), 'user'),
    ...unknown(clientCreate),
    ...unparseable(clientCreate),

    ...spoil(clientUpdate, 'fitnessGoals', listValues),
    ...spoil(clientUpdate, 'experienceLevel', selectValues),
    ...spoil(clientUpdate, 'preferredLocation', selectValues),
    ...spoil(clientUpdate, 'additionalInfo', textValues(LIMITS.profileText)),
    ...spoil(clientUpdate, 'budget', numberValues(LIMITS.budgetMax)),
    ...unknown(clientUpdate),
    hidden(clientUpdate, 'handed to someone else', NOT_FOUND, {
      extra: (w) => ({ user: w.id.carol }),
    }),
    hidden(clientUpdate, "someone else's profile", NOT_FOUND, { target: (w) => w.carolProfile }),

    // --- trainer profiles ----------------------------------------------------------------------
    ...spoil(trainerCreate, 'specializations', listValues),
    ...spoil(trainerCreate, 'specializations', [
      ['1001 characters of comma text', 'x'.repeat(1001)],
    ]),
    ...spoil(trainerCreate, 'experienceLevel', selectValues),
    ...spoil(trainerCreate, 'preferredLocation', selectValues),
    ...spoil(trainerCreate, 'rate', numberValues(LIMITS.rateMax)),
    ...spoil(trainerCreate, 'bio', textValues(LIMITS.profileText)),
    ...spoil(trainerCreate, 'certifications', textValues(LIMITS.profileText)),
    ...spoil(trainerCreate, 'user', relationValues),
    refused(trainerCreate, "someone else's account as owner", (w) => ({ user: w.id.bob }), 'user'),
    ...unknown(trainerCreate),

    ...spoil(trainerUpdate, 'specializations', listValues),
    ...spoil(trainerUpdate, 'rate', numberValues(LIMITS.rateMax)),
    ...spoil(trainerUpdate, 'bio', textValues(LIMITS.profileText)),
    ...spoil(trainerUpdate, 'certifications', textValues(LIMITS.profileText)),
    ...spoil(trainerUpdate, 'experienceLevel', selectValues),
    // Working hours and days off: the documented shapes only.
    ...spoil(trainerUpdate, 'weeklyHours', [
      ['a list', [9, 10]],
      ['an hour before 09:00', { mon: [8] }],
      ['a half hour', { tue: [9.5] }],
      ['an unknown day', { funday: [9] }],
      ['hours as text', { wed: ['9'] }],
    ]),
    ...spoil(trainerUpdate, 'daysOff', [
      ['a date as text', '2030-01-01'],
      ['an impossible date', ['2030-02-30']],
      ['a word', ['tomorrow']],
      ['a number', [20300101]],
    ]),
    ...unknown(trainerUpdate),
    hidden(trainerUpdate, 'handed to someone else', NOT_FOUND, {
      extra: (w) => ({ user: w.id.alice }),
    }),
    hidden(trainerUpdate, "someone else's profile", NOT_FOUND, { actor: 'alice' }),
    ...unparseable(trainerUpdate),

    // --- chats and messages --------------------------------------------------------------------
    ...spoil(chatCreate, 'user1', relationValues),
    ...spoil(chatCreate, 'user2', relationValues),
    refused(
      chatCreate,
      'a chat between two other people',
      (w) => ({ user1: w.id.bob, user2: w.id.carol }),
      'user1',
    ),
    refused(chatCreate, 'a chat with yourself', (w) => ({ user2: w.id.alice }), 'user2'),
    refused(chatCreate, 'a chat that already exists', (w) => ({ user2: w.id.bob }), 'user2'),
    ...unknown(chatCreate),
    ...unparseable(chatCreate),
    hidden(chatUpdate, 'a forged last message', NOT_FOUND_OR_FORBIDDEN, {
      extra: () => ({ lastMessageText: 'forged' }),
    }),
    hidden(chatUpdate, 'a participant swapped', NOT_FOUND_OR_FORBIDDEN, {
      extra: (w) => ({ user2: w.id.carol }),
    }),

    ...spoil(messageCreate, 'text', [
      ...textValues(LIMITS.message),
      ['empty', ''],
      ['only whitespace', ' \n\t\u3000 '],
      ['only invisible characters', '\u200B\u200E\u2800\u3164 \uFEFF'],
    ]),
    ...spoil(messageCreate, 'sender', relationValues),
    ...spoil(messageCreate, 'chat', relationValues),
    refused(messageCreate, 'sent as someone else', (w) => ({ sender: w.id.bob }), 'sender'),
    refused(messageCreate, "into someone else's chat", (w) => ({ chat: w.bobCarolChat }), 'chat'),
    ...unknown(messageCreate),
    ...unparseable(messageCreate),
    hidden(messageUpdate, 'a message edited', NOT_FOUND_OR_FORBIDDEN, {
      extra: () => ({ text: 'edited' }),
    }),
    hidden(messageUpdate, 'a message moved', NOT_FOUND_OR_FORBIDDEN, {
      extra: (w) => ({ chat: w.bobCarolChat }),
    }),

    // --- bookings ------------------------------------------------------------------------------
    ...spoil(bookingCreate, 'gymBuddy', relationValues),
    ...spoil(bookingCreate, 'booker', relationValues),
    ...spoil(bookingCreate, 'datetime', dateValues),
    ...spoil(bookingCreate, 'status', selectValues),
    refused(bookingCreate, 'booked as someone else', (w) => ({ booker: w.id.carol }), 'booker'),
    refused(
      bookingCreate,
      'a session with yourself',
      (w) => ({ gymBuddy: w.id.alice }),
      'gymBuddy',
    ),
    refused(
      bookingCreate,
      'a session with a client',
      (w) => ({ gymBuddy: w.id.carol }),
      'gymBuddy',
    ),
    refused(bookingCreate, 'created already confirmed', () => ({ status: 'confirmed' }), 'status'),
    refused(
      bookingCreate,
      'a time that is not a slot',
      (w) => ({ datetime: w.offSlot }),
      'datetime',
    ),
    refused(bookingCreate, 'a slot in the past', (w) => ({ datetime: w.pastSlot }), 'datetime'),
    ...unknown(bookingCreate),
    ...unparseable(bookingCreate),

    ...spoil(bookingUpdate, 'status', selectValues),
    refused(bookingUpdate, 'the time moved', (w) => ({ datetime: w.pastSlot }), 'datetime'),
    refused(bookingUpdate, 'the booker changed', (w) => ({ booker: w.id.carol }), 'booker'),
    ...unknown(bookingUpdate),
    hidden(bookingUpdate, "someone else's booking", NOT_FOUND, {
      actor: 'alice',
      target: (w) => w.carolBooking,
    }),
    // The booker may PATCH (to cancel), so confirming is refused by the hook, naming status.
    {
      ...refused(bookingUpdate, 'the booker confirms their own request', () => ({}), 'status'),
      actor: 'alice',
    },

    // --- reviews -------------------------------------------------------------------------------
    ...spoil(reviewCreate, 'text', textValues(LIMITS.reviewText)),
    ...spoil(reviewCreate, 'rating', ratingValues),
    ...spoil(reviewCreate, 'booking', relationValues),
    refused(
      reviewCreate,
      "someone else's session",
      (w) => ({ booking: w.carolBooking }),
      'booking',
    ),
    refused(
      reviewCreate,
      'a session still to come',
      (w) => ({ booking: w.aliceBooking }),
      'booking',
    ),
    ...unknown(reviewCreate),
    ...unparseable(reviewCreate),
    hidden(reviewCreate, 'a visitor rates a session', SIGNED_OUT, visitor),

    ...spoil(reviewUpdate, 'text', textValues(LIMITS.reviewText)),
    ...spoil(reviewUpdate, 'rating', ratingValues),
    refused(reviewUpdate, 'the author changed', (w) => ({ author: w.id.carol }), 'author'),
    refused(reviewUpdate, 'the public name changed', () => ({ authorName: 'Anon' }), 'authorName'),
    refused(
      reviewUpdate,
      'moved to another session',
      (w) => ({ booking: w.unratedSession }),
      'booking',
    ),
    ...unknown(reviewUpdate),
    ...unparseable(reviewUpdate),
    hidden(reviewUpdate, "someone else's review", NOT_FOUND, { actor: 'dave' }),

    // --- chat reading state (a member only moves their own lastReadAt) -------------------------
    ...spoil(readingUpdate, 'lastReadAt', [...dateValues, ...BAD_UNICODE]),
    ...unknown(readingUpdate),
    ...unparseable(readingUpdate),
    hidden(readingUpdate, "someone else's reading", NOT_FOUND, { target: (w) => w.bobReading }),
    hidden(readingUpdate, 'handed to someone else', NOT_FOUND, {
      extra: (w) => ({ user: w.id.carol }),
    }),
    hidden({ ...readingUpdate, op: 'create' }, 'a reading created by a member', [403], {
      extra: (w) => ({ chat: w.aliceBobChat, user: w.id.alice }),
    }),

    // --- notifications (a member only marks their own as read) --------------------------------
    ...spoil(notificationUpdate, 'readAt', [
      ['a number', 1_900_000_000],
      ['a boolean', true],
      ['an object', {}],
      ['a list', ['2030-01-01']],
      ...BAD_UNICODE,
    ]),
    refused(notificationUpdate, 'the kind changed', () => ({ kind: 'booking_confirmed' }), 'kind'),
    refused(
      notificationUpdate,
      'the mail status forged',
      () => ({ emailStatus: 'sent' }),
      'emailStatus',
    ),
    ...unknown(notificationUpdate),
    ...unparseable(notificationUpdate),
    hidden(notificationUpdate, "someone else's notification", NOT_FOUND, { actor: 'alice' }),
    hidden({ ...notificationUpdate, op: 'create' }, 'a notification created by a member', [403], {
      extra: (w) => ({ user: w.id.bob, kind: 'booking_confirmed' }),
    }),

    // --- read-only views -----------------------------------------------------------------------
    ...['users_view', 'gym_buddies_view', 'booked_slots_view', 'contacts_view'].flatMap((view) => {
      const spec: Spec = {
        group: 'views',
        collection: view,
        op: 'create',
        actor: 'alice',
        base: (w) => ({ id: w.id.alice, name: 'x' }),
      }
      return [
        hidden(spec, `${view} create`, READ_ONLY),
        hidden({ ...spec, op: 'update' }, `${view} update`, READ_ONLY, {
          target: (w) => w.id.alice,
        }),
      ]
    }),

    // --- visitors ------------------------------------------------------------------------------
    hidden(messageCreate, 'a visitor sends a message', SIGNED_OUT, visitor),
    hidden(bookingCreate, 'a visitor books', SIGNED_OUT, visitor),
    hidden(clientUpdate, "a visitor edits a member's profile", NOT_FOUND, visitor),
  ]
}
