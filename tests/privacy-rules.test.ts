// The Privacy page's "who can see" lines (src/content/privacy-rules.ts) against the migrated API
// rules, read from a started server as a superuser: each line's collections carry exactly the
// read rules that sentence describes, no collection a member can read is left out of the table,
// and the views say no more than the lines (no email but a trainer's chosen one, no booker in the
// taken slots). A rule change fails here until the sentence beside it has been re-read.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PRIVACY_RULES } from '@/content/privacy-rules'
import RETENTION from '../pb_hooks/lib/privacy/retention.json' with { type: 'json' }
import { testServer } from './support/test-server'

const server = testServer()

const SIGNED_IN = '@request.auth.id != ""'
const ME = '@request.auth.id'
const OPERATOR = '@request.auth.operator = true'

/** A rule pinned exactly, or claims it must all match (for rules other work still reshapes). */
type Expected = string | null | RegExp[]

// What each line's sentence means, as the read rule (list and view alike) of each collection.
const READ_RULES: Record<string, Record<string, Expected>> = {
  account: {
    users: `id = ${ME} || (${SIGNED_IN} && ${OPERATOR})`,
    // You, your contacts (a booking party, a chat member once they wrote: member_contacts, kept
    // by the server), trainers and operators; an empty chat shows nothing.
    users_view: `${SIGNED_IN} && (id = ${ME} || @request.auth.member_contacts_via_owner.party ?= id || userType = "trainer" || ${OPERATOR})`,
  },
  // The records API gives operators no email (emailVisibility); their member search does.
  email: { users: `id = ${ME} || (${SIGNED_IN} && ${OPERATOR})` },
  clientProfile: {
    client_profiles: `${SIGNED_IN} && (user = ${ME} || (user.bookings_via_booker.gymBuddy ?= ${ME} && user.bookings_via_booker.profileSharedUntil ?> @now))`,
  },
  profileReads: { profile_reads: `${SIGNED_IN} && client = ${ME}` },
  trainerProfile: {
    trainer_profiles: `user.userType = "trainer" || (${SIGNED_IN} && user = ${ME})`,
    gym_buddies_view: '',
  },
  credentials: {
    credentials: `(${SIGNED_IN} && trainer = ${ME}) || (${SIGNED_IN} && @request.auth.operator = true) || (@request.context != "protectedFile" && status = "verified" && (expiresAt = "" || expiresAt > @now))`,
  },
  bookings: {
    bookings: `${SIGNED_IN} && (booker = ${ME} || gymBuddy = ${ME})`,
    booked_slots_view: SIGNED_IN,
    booking_series: `${SIGNED_IN} && (booker = ${ME} || gymBuddy = ${ME})`,
  },
  chats: {
    chats: `${SIGNED_IN} && (user1 = ${ME} || user2 = ${ME})`,
    messages: `${SIGNED_IN} && (chat.user1 = ${ME} || chat.user2 = ${ME})`,
    inbox_view: [
      /^@request\.auth\.id != "" && \(user1 = @request\.auth\.id \|\| user2 = @request\.auth\.id\)/,
    ],
    chat_reads: `${SIGNED_IN} && (chat.user1 = ${ME} || chat.user2 = ${ME})`,
    unread_view: `${SIGNED_IN} && user = ${ME}`,
  },
  reviews: { reviews: `hiddenAt = "" || (${SIGNED_IN} && (author = ${ME} || ${OPERATOR}))` },
  packages: { packages: `active = true || (${SIGNED_IN} && trainer = ${ME})` },
  payments: {
    package_purchases: `${SIGNED_IN} && (client = ${ME} || trainer = ${ME})`,
    credit_ledger: `${SIGNED_IN} && (purchase.client = ${ME} || purchase.trainer = ${ME})`,
    receipts: `${SIGNED_IN} && (trainer = ${ME} || client = ${ME})`,
  },
  attendance: {},
  waitlist: { waitlist: `${SIGNED_IN} && user = ${ME}` },
  blocks: { blocks: `${SIGNED_IN} && blocker = ${ME}` },
  reports: { reports: `${SIGNED_IN} && (reporter = ${ME} || @request.auth.operator = true)` },
  notifications: { notifications: `${SIGNED_IN} && user = ${ME}` },
  consents: { consents: `${SIGNED_IN} && user = ${ME}` },
  operatorLog: { operator_actions: `${SIGNED_IN} && @request.auth.operator = true` },
  calendarFeed: { calendar_feeds: null },
  busyCalendars: {
    busy_calendars: `${SIGNED_IN} && trainer = ${ME}`,
    busy_times: `${SIGNED_IN} && trainer = ${ME}`,
  },
  logs: {},
  backups: {},
}

// Read by the server's hooks only (rules null): nothing a member sees.
const SERVER_ONLY = [
  'contacts_view',
  'account_mails',
  'message_emails',
  'member_contacts',
  'member_attempts',
]

// The key claim of each line's sentence, so the words cannot drift from the rule they sit on.
const SAYS: Record<string, RegExp> = {
  clientProfile: /while the booking is open and for 30 days after your session/,
  profileReads: /^Only you\.$/,
  notifications: /^Only you\.$/,
  trainerProfile: /^Everyone, including visitors/,
  credentials: /^Everyone sees a verified, unexpired credential.*only the trainer and .*operators/,
  reviews:
    /^Everyone, including visitors, except a review .*\(operators\) hid: then only its author and operators\. Never the author’s email\.$/,
  bookings: /^Only the two people in the booking\..*never by whom/,
  chats: /^Only the two people in the chat\.$/,
  calendarFeed: /^Nobody through the app/,
  busyCalendars:
    /^Only the trainer;.*never shown again.*Clients see only which hours are not free\.$/,
  operatorLog: /^Only the people who run GymBuddy \(operators\)\.$/,
  account: /the people who run GymBuddy \(operators\), to name who reported or was reported\.$/,
  blocks: /^Only you\. The member you block is never told\.$/,
  reports: /\(operators\)\. Never the member you reported\.$/,
  email:
    /^You, and a trainer you book \(on their schedule\)\..*only when the trainer chooses.*\(operators\) can look your account up/,
}

// Each period the retention job enforces (pb_hooks/lib/privacy/retention.js reads the same JSON), as the
// line that states it says it.
const R = RETENTION
const KEPT_FOR: Record<string, RegExp> = {
  profileReads: new RegExp(`^${R.profileReadsMonths} months\\.$`),
  notifications: new RegExp(
    `^Read ones ${R.readNotificationsDays} days; unread ones ${R.unreadNotificationsMonths} months\\.$`,
  ),
  chats: new RegExp(
    `^Until ${R.quietChatMonths} months pass without a message: .*told ${R.chatWarningDays} days before`,
  ),
  bookings: new RegExp(`^${R.sessionRecordsYears} years after the session`),
  payments: new RegExp(`^${R.sessionRecordsYears} years after the session`),
}

interface CollectionInfo {
  name: string
  type: string
  system: boolean
  listRule: string | null
  viewRule: string | null
  viewQuery?: string
  fields: { name: string; type: string; hidden?: boolean }[]
}

const collections = async () =>
  (await server.root.collections.getFullList()) as unknown as CollectionInfo[]

function matches(rule: string | null, expected: Expected): boolean {
  if (!Array.isArray(expected)) return rule === expected
  return rule !== null && expected.every((claim) => claim.test(rule))
}

describe('the Privacy page’s "who can see" lines match the migrated rules', () => {
  it('every line names existing collections, and every collection is on a line or server-only', async () => {
    const all = (await collections()).filter((c) => !c.system)
    const onLines = PRIVACY_RULES.flatMap((line) => line.collections)
    expect(Object.keys(READ_RULES).sort()).toEqual(PRIVACY_RULES.map((line) => line.id).sort())
    for (const line of PRIVACY_RULES)
      expect(Object.keys(READ_RULES[line.id]!).sort(), line.id).toEqual(
        [...line.collections].sort(),
      )
    expect(
      all
        .map((c) => c.name)
        .filter((name) => !onLines.includes(name))
        .sort(),
    ).toEqual([...SERVER_ONLY].sort())
    for (const name of SERVER_ONLY) {
      const collection = all.find((c) => c.name === name)!
      expect([collection.listRule, collection.viewRule], name).toEqual([null, null])
    }
  })

  it('each collection’s list and view rules are the ones its line describes', async () => {
    const byName = new Map((await collections()).map((c) => [c.name, c]))
    const disagreements: string[] = []
    for (const line of PRIVACY_RULES) {
      for (const [name, expected] of Object.entries(READ_RULES[line.id]!)) {
        const collection = byName.get(name)
        for (const kind of ['listRule', 'viewRule'] as const) {
          const rule = collection ? collection[kind] : undefined
          if (rule !== undefined && matches(rule, expected)) continue
          disagreements.push(
            `${name}.${kind} is ${JSON.stringify(rule)}: re-read "${line.whoCanSee}" (${line.id} in src/content/privacy-rules.ts), then update the line and this test together`,
          )
        }
      }
    }
    expect(disagreements).toEqual([])
  })

  it('each sentence says what its rule does, and says how long it is kept', () => {
    for (const line of PRIVACY_RULES) {
      expect(line.whoCanSee, line.id).toMatch(/\S.*\.$/)
      expect(line.keptFor, line.id).toMatch(/\S.*\.$/)
      if (SAYS[line.id]) expect(line.whoCanSee, line.id).toMatch(SAYS[line.id]!)
    }
  })

  it('each period the retention job enforces is the one its line states', () => {
    for (const [id, says] of Object.entries(KEPT_FOR)) {
      expect(PRIVACY_RULES.find((line) => line.id === id)?.keptFor, id).toMatch(says)
    }
    // The job reads its periods from that JSON, not from figures of its own.
    const job = readFileSync('pb_hooks/lib/privacy/retention.js', 'utf8')
    expect(job).toContain('require(`${__hooks}/lib/privacy/retention.json`)')
    for (const key of Object.keys(RETENTION)) expect(job, key).toContain(`RULES.${key}`)
  })

  it('no view shows an email but a trainer’s chosen one, nor who holds a taken slot', async () => {
    const views = (await collections()).filter((c) => c.type === 'view' && c.listRule !== null)
    const withEmail = views.filter((view) =>
      view.fields.some((field) => field.type === 'email' || /email/i.test(field.name)),
    )
    expect(withEmail.map((view) => view.name)).toEqual(['gym_buddies_view'])
    expect(withEmail[0]!.viewQuery).toMatch(
      /CASE WHEN tp\.showEmail = TRUE THEN u\.email ELSE '' END/,
    )
    const slots = views.find((view) => view.name === 'booked_slots_view')!
    // The venue (one of the trainer's public venues) greys hours for travel time; never the booker.
    expect(slots.fields.map((field) => field.name).sort()).toEqual([
      'datetime',
      'gymBuddy',
      'id',
      'venue',
    ])
    const reviews = (await collections()).find((c) => c.name === 'reviews')!
    expect(reviews.fields.some((field) => /email/i.test(field.name))).toBe(false)
  })
})
