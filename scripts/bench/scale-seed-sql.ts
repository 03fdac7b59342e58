// The SQL of the Singapore-sized seed (scale-seed.ts runs it inside one PocketBase migration).
// Every row comes from a recursive counter through a deterministic integer hash, so two seeds of
// the same counts hold the same data (names, specializations, slots, statuses) and no row needs a
// round trip through JavaScript. Ids are a 2-letter table prefix + a zero-padded row number.
import {
  CLIENT_EXPERIENCE_LEVELS,
  CLIENT_GOALS,
  LOCATIONS,
  TRAINER_EXPERIENCE_LEVELS,
  TRAINER_SPECIALIZATIONS,
} from '../../src/content/options'
import { FIRST_NAMES, LAST_NAMES } from './names'

export interface ScaleCounts {
  members: number
  trainers: number
  /** Chats between members and trainers (the bench's special chats included). */
  chats: number
  messages: number
  bookings: number
}

/** Singapore-sized. */
export const SINGAPORE: ScaleCounts = {
  members: 200_000,
  trainers: 20_000,
  chats: 100_000,
  messages: 2_000_000,
  bookings: 500_000,
}

/** A small preset for tests: same shapes, seconds to seed. */
export const SMALL: ScaleCounts = {
  members: 2_000,
  trainers: 300,
  chats: 6_000,
  messages: 40_000,
  bookings: 5_000,
}

/** Members 0..99 get only the chats named below (the bench's accounts); others chat at random. */
export const RESERVED_MEMBERS = 100
export const INBOX_CHATS = 200
export const LONG_CHAT_MESSAGES = 5_000
export const LOAD_MEMBERS = 20
/** Member numbers of the bench's accounts. */
/** Members 30..49 each have INBOX_CHATS chats (the inbox under load: 20 distinct users). */
export const FIRST_INBOX_MEMBER = 30
export const INBOX_MEMBERS = 20
export const LONG_CHAT_MEMBER = 1
export const FIRST_LOAD_MEMBER = 10
/** Session hours in Singapore time: 09:00 to 21:00 starts (13 slots a day). */
const FIRST_HOUR_SGT = 9
const HOURS_A_DAY = 13
const PAST_DAYS = 365
const FUTURE_DAYS = 90

export const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(13, '0')}`
const idSql = (prefix: string, n: string) => `'${prefix}' || printf('%013d', ${n})`

export const memberId = (n: number) => id('sm', n)
export const trainerId = (n: number) => id('st', n)
export const chatId = (n: number) => id('sc', n)
export const memberEmail = (n: number) => `m${n}@scale.test`
export const trainerEmail = (n: number) => `t${n}@scale.test`

/** The chats the bench uses: 200 per inbox member, the long chat, one per load member. */
export function specialChats(counts: ScaleCounts) {
  const perInbox = Math.min(INBOX_CHATS, counts.trainers)
  const inbox = perInbox * INBOX_MEMBERS
  return {
    perInbox,
    inbox,
    longChat: inbox,
    firstLoadChat: inbox + 1,
    load: LOAD_MEMBERS,
    /** Regular chats start here. */
    firstRegular: inbox + 1 + LOAD_MEMBERS,
  }
}

/** The trainer of load member k's chat (far from the inbox trainers when there are enough). */
export function loadChatTrainer(counts: ScaleCounts, k: number): number {
  return (Math.min(1000, Math.floor(counts.trainers / 2)) + k) % counts.trainers
}

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`
const jsonList = (items: readonly string[]) => sqlString(JSON.stringify(items))
/** The item of a JSON list literal at a SQL integer index. */
const pick = (items: readonly string[], index: string) =>
  `json_extract(${jsonList(items)}, '$[' || (${index}) || ']')`

const xor = (a: string, b: string) => `(((${a}) | (${b})) - ((${a}) & (${b})))`

/**
 * A 32-bit hash of a SQL integer expression (< 2^31) and a salt: multiply, xor-shift, multiply,
 * xor-shift. Products stay below 2^63 (SQLite would turn an overflow into a float).
 */
export function hashSql(n: string, salt: number): string {
  const a = `(((${n}) * 2654435761 + ${salt * 40503 + 1}) % 4294967296)`
  const b = `((${xor(a, `${a} >> 15`)} * 73244475) % 4294967296)`
  return xor(b, `${b} >> 13`)
}

// prettier-ignore
const MESSAGES = [
  'Hi! Are you free this Saturday morning?', 'Sounds good, see you then.',
  'Can we move our session to 7pm?', 'Thanks for the workout today!',
  'What should I eat before training?', 'I will bring my own mat.',
  'Running late by 10 minutes, sorry!', 'Great progress this week.',
  'Which gym do you usually train at?', 'Let us focus on legs next time.',
]
const REVIEW_TEXTS = [
  'Patient and knows the science.',
  'Pushed me just enough.',
  'Great sessions, always on time.',
  '',
]

const name = (n: string, salt: number) =>
  `${pick(FIRST_NAMES, `${hashSql(n, salt)} % ${FIRST_NAMES.length}`)} || ' ' || ${pick(
    LAST_NAMES,
    `(${hashSql(n, salt)} >> 8) % ${LAST_NAMES.length}`,
  )}`
const date = (unixSeconds: string) => `strftime('%Y-%m-%d %H:%M:%fZ', ${unixSeconds}, 'unixepoch')`
const counter = (count: number) =>
  `WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n + 1 < ${count})`

export interface SeedStep {
  table: string
  sql: string
  /** The one precomputed bcrypt hash is bound as {:hash}. */
  usesHash?: boolean
}

/** `now` in unix seconds: the seed's "today" (bookings split into past and next 90 days on it). */
export function seedSteps(counts: ScaleCounts, now: number): SeedStep[] {
  const { members: M, trainers: T, messages: N, bookings: B } = counts
  const special = specialChats(counts)
  // The bench's own chats come first; `chats` below that number still gets them all.
  const C = counts.chats > 0 ? Math.max(counts.chats, special.firstRegular) : 0
  const day = 86_400
  const year = 365 * day
  const steps: SeedStep[] = []
  const add = (table: string, sql: string, usesHash = false) => steps.push({ table, sql, usesHash })

  if (T > 0) {
    add(
      'users (trainers)',
      `${counter(T)} INSERT INTO users (id, email, emailVisibility, verified, name, password, tokenKey,
        created, updated, userType, trainer_profile)
      SELECT ${idSql('st', 'n')}, 't' || n || '@scale.test', 0, 1, ${name('n', 1)}, {:hash},
        'tk' || printf('%048d', n), ${date(`${now} - 2 * ${year} + n * 60`)},
        ${date(`${now} - 2 * ${year} + n * 60`)}, 'trainer', ${idSql('sq', 'n')} FROM seq`,
      true,
    )
    const h = (salt: number) => hashSql('n', salt)
    const spec = (k: string) => pick(TRAINER_SPECIALIZATIONS, k)
    const s1 = `${h(2)} % 12`
    const step = `1 + (${h(3)} % 5)`
    add(
      'trainer_profiles',
      `${counter(T)} INSERT INTO trainer_profiles (id, user, specializations, experienceLevel,
        preferredLocation, rate, bio, certifications, showEmail, created, updated)
      SELECT ${idSql('sq', 'n')}, ${idSql('st', 'n')},
        CASE ${h(4)} % 4
          WHEN 0 THEN json_array(${spec(s1)})
          WHEN 3 THEN json_array(${spec(s1)}, ${spec(`(${s1} + ${step}) % 12`)},
            ${spec(`(${s1} + 2 * (${step})) % 12`)})
          ELSE json_array(${spec(s1)}, ${spec(`(${s1} + ${step}) % 12`)}) END,
        ${pick(TRAINER_EXPERIENCE_LEVELS, `${h(5)} % 5`)},
        ${pick(LOCATIONS, `${h(6)} % 9`)},
        CASE WHEN ${h(7)} % 5 = 0 THEN 0 ELSE 40 + 5 * (${h(8)} % 23) END,
        'Certified coach training members across Singapore since ' || (2010 + ${h(9)} % 14) || '.',
        CASE WHEN ${h(10)} % 2 = 0 THEN 'ACE CPT' ELSE '' END,
        ${h(11)} % 10 < 3,
        ${date(`${now} - 2 * ${year} + n * 60`)}, ${date(`${now} - 2 * ${year} + n * 60`)}
      FROM seq`,
    )
  }

  if (M > 0) {
    add(
      'users (members)',
      `${counter(M)} INSERT INTO users (id, email, emailVisibility, verified, name, password, tokenKey,
        created, updated, userType, profile, weeklyGoal)
      SELECT ${idSql('sm', 'n')}, 'm' || n || '@scale.test', 0, 1, ${name('n', 12)}, {:hash},
        'mk' || printf('%048d', n), ${date(`${now} - 2 * ${year} + n * 300`)},
        ${date(`${now} - 2 * ${year} + n * 300`)}, 'client', ${idSql('sp', 'n')},
        CASE WHEN ${hashSql('n', 13)} % 3 = 0 THEN 0 ELSE 1 + ${hashSql('n', 14)} % 5 END FROM seq`,
      true,
    )
    const h = (salt: number) => hashSql('n', salt)
    add(
      'client_profiles',
      `${counter(M)} INSERT INTO client_profiles (id, user, fitnessGoals, experienceLevel,
        preferredLocation, additionalInfo, budget, created, updated)
      SELECT ${idSql('sp', 'n')}, ${idSql('sm', 'n')},
        CASE WHEN ${h(15)} % 2 = 0 THEN json_array(${pick(CLIENT_GOALS, `${h(16)} % 12`)})
          ELSE json_array(${pick(CLIENT_GOALS, `${h(16)} % 12`)},
            ${pick(CLIENT_GOALS, `(${h(16)} % 12 + 1 + ${h(17)} % 11) % 12`)}) END,
        ${pick(CLIENT_EXPERIENCE_LEVELS, `${h(18)} % 5`)}, ${pick(LOCATIONS, `${h(19)} % 9`)}, '',
        CASE WHEN ${h(20)} % 3 = 0 THEN 0 ELSE 50 + 10 * (${h(21)} % 16) END,
        ${date(`${now} - 2 * ${year} + n * 300`)}, ${date(`${now} - 2 * ${year} + n * 300`)}
      FROM seq`,
    )
  }

  if (M > RESERVED_MEMBERS && T > 0 && C > 0) {
    const regular = M - RESERVED_MEMBERS
    const m = `(${RESERVED_MEMBERS} + (n - ${special.firstRegular}) % ${regular})`
    const round = `((n - ${special.firstRegular}) / ${regular})`
    // Member m's r-th chat is with trainer (31 m + r) mod T: one chat per pair while r < T.
    const trainer = `CASE
        WHEN n < ${special.inbox} THEN (n % ${special.perInbox} + 37 * (n / ${special.perInbox})) % ${T}
        WHEN n = ${special.longChat} THEN 0
        WHEN n < ${special.firstRegular} THEN (${Math.min(1000, Math.floor(T / 2))} + n - ${special.firstLoadChat}) % ${T}
        ELSE (31 * ${m} + ${round}) % ${T} END`
    const member = `CASE
        WHEN n < ${special.inbox} THEN ${FIRST_INBOX_MEMBER} + n / ${special.perInbox}
        WHEN n = ${special.longChat} THEN ${LONG_CHAT_MEMBER}
        WHEN n < ${special.firstRegular} THEN ${FIRST_LOAD_MEMBER} + n - ${special.firstLoadChat}
        ELSE ${m} END`
    add(
      'chats',
      `${counter(C)} INSERT INTO chats (id, user1, user2, startedBy, created, updated)
      SELECT ${idSql('sc', 'n')}, ${idSql('sm', member)}, ${idSql('st', trainer)}, ${idSql('sm', member)},
        ${date(`${now} - ${year} - 86400`)}, ${date(`${now} - ${year} - 86400`)} FROM seq`,
    )
    if (N > 0) {
      // The long chat and the 20 load members' chats (consecutive chat numbers) get `long`
      // messages each, one every ~17 minutes over the last 60 days. The rest are spread over the
      // year in order of n, each in a chat picked by hash (about N/C per chat). Rows go in in index
      // order (chat, then time; ids numbered in that order): appends, not random b-tree inserts.
      const long = Math.min(LONG_CHAT_MESSAGES, Math.floor(N / 4 / (1 + LOAD_MEMBERS)))
      const heavy = long * (1 + LOAD_MEMBERS)
      const chat = `CASE WHEN n < ${heavy} THEN ${special.longChat} + n / ${long} ELSE ${hashSql('n', 22)} % ${C} END`
      const at = `CASE WHEN n < ${heavy} THEN ${now} - 60 * 86400 + (n % ${long}) * ${Math.floor((60 * day) / long)}
        ELSE ${now} - ${year} + (n - ${heavy}) * ${year / Math.max(1, N - heavy)} END`
      add(
        'messages',
        `${counter(N)}, m AS (SELECT n, ${chat} AS chat, CAST(${at} AS INTEGER) AS at FROM seq)
        INSERT INTO messages (id, chat, sender, text, created, updated)
        SELECT 'sg' || printf('%013d', row_number() OVER (ORDER BY m.chat, m.n) - 1), c.id,
          CASE WHEN ${hashSql('m.n', 23)} % 2 = 0 THEN c.user1 ELSE c.user2 END,
          ${pick(MESSAGES, `${hashSql('m.n', 24)} % ${MESSAGES.length}`)},
          ${date('m.at')}, ${date('m.at')}
        FROM m JOIN chats c ON c.id = ${idSql('sc', 'm.chat')}
        ORDER BY m.chat, m.n`,
      )
      // What the messages hook keeps on each chat: its last message, and `updated` at it.
      add(
        'chats (last message)',
        `UPDATE chats SET (lastMessageText, lastMessageSender, lastMessageAt, updated) = (
          SELECT m.text, m.sender, m.created, m.created FROM messages m
          WHERE m.chat = chats.id ORDER BY m.created DESC LIMIT 1)
        WHERE id LIKE 'sc%' AND EXISTS (SELECT 1 FROM messages m WHERE m.chat = chats.id)`,
      )
      // Who has written in each chat (the messages hook's `writers`): users_view and the inbox
      // show a participant by name once they have.
      add(
        'chats (writers)',
        `UPDATE chats SET writers = (SELECT json_group_array(sender) FROM
          (SELECT DISTINCT sender FROM messages m WHERE m.chat = chats.id))
        WHERE id LIKE 'sc%' AND EXISTS (SELECT 1 FROM messages m WHERE m.chat = chats.id)`,
      )
    }
    // One row per participant (the chat_reads hook's job): the trainer has read everything; one
    // member in four has unread messages (read up to the chat's start).
    add(
      'chat_reads',
      `INSERT INTO chat_reads (id, chat, user, lastReadAt, created, updated)
      SELECT 'sa' || substr(c.id, 3), c.id, c.user1,
          CASE WHEN CAST(substr(c.id, 3) AS INTEGER) % 4 = 0 THEN c.created ELSE c.lastMessageAt END,
          c.created, c.updated FROM chats c WHERE c.id LIKE 'sc%'
      UNION ALL SELECT 'sb' || substr(c.id, 3), c.id, c.user2, c.lastMessageAt, c.created, c.updated
          FROM chats c WHERE c.id LIKE 'sc%'`,
    )
  }

  if (B > 0 && M > 0 && T > 0) {
    const slots = (PAST_DAYS + FUTURE_DAYS) * HOURS_A_DAY
    const sgtMidnight = Math.floor((now + 8 * 3600) / day) * day - 8 * 3600
    const firstDay = sgtMidnight - PAST_DAYS * day
    // Trainer t's k-th booking takes slot (233 k + hash(t)) mod slots: distinct per trainer, so
    // neither the confirmed-slot nor the open-request unique index can clash.
    const slot = `((233 * (n / ${T}) + ${hashSql(`n % ${T}`, 29)} % ${slots}) % ${slots})`
    const at = `(${firstDay} + (${slot} / ${HOURS_A_DAY}) * 86400 + (${FIRST_HOUR_SGT} + ${slot} % ${HOURS_A_DAY}) * 3600)`
    const r = (salt: number) => `(${hashSql('n', salt)} % 100)`
    // profileSharedUntil: the session's end + 30 days while open (pb_hooks/lib/privacy/profile_reads.js).
    add(
      'bookings',
      `${counter(B)}, b AS (SELECT n, ${at} AS at, ${r(25)} AS roll, ${hashSql('n', 26)} % ${M} AS booker,
          MIN(${now} - 600, ${at} - 86400 * (1 + ${hashSql('n', 27)} % 21)) AS made FROM seq),
        s AS (SELECT *, CASE
          WHEN at < ${now} THEN CASE WHEN roll < 70 THEN 'confirmed' WHEN roll < 80 THEN 'declined'
            WHEN roll < 92 THEN 'cancelled' ELSE 'expired' END
          ELSE CASE WHEN roll < 40 THEN 'requested' WHEN roll < 85 THEN 'confirmed'
            WHEN roll < 95 THEN 'cancelled' ELSE 'declined' END END AS status FROM b)
      INSERT INTO bookings (id, booker, gymBuddy, datetime, status, created, updated, answeredAt,
        cancelledBy, reason, profileSharedUntil, answerBy)
      SELECT ${idSql('sk', 'n')}, ${idSql('sm', 'booker')}, ${idSql('st', `n % ${T}`)}, ${date('at')}, status,
        ${date('made')}, ${date('made')},
        CASE WHEN status IN ('confirmed', 'declined') THEN ${date('made + 3600')} ELSE '' END,
        CASE WHEN status = 'cancelled' THEN
          CASE WHEN roll % 2 = 0 THEN ${idSql('sm', 'booker')} ELSE ${idSql('st', `n % ${T}`)} END
          ELSE '' END,
        CASE WHEN status = 'cancelled' THEN 'Something came up' ELSE '' END,
        CASE WHEN status IN ('requested', 'confirmed') THEN ${date(`at + 3600 + 30 * 86400`)} ELSE '' END,
        -- A request's answer deadline as the server sets it: 48 hours after it was made, or its start.
        CASE WHEN status = 'requested' THEN ${date(`MIN(at, made + 48 * 3600)`)} ELSE '' END
      FROM s`,
    )
    // A review for one in three ended confirmed sessions, mostly 4 and 5 stars.
    add(
      'reviews',
      `INSERT INTO reviews (id, booking, trainer, author, rating, text, authorName, created, updated)
      SELECT 'sr' || substr(b.id, 3), b.id, b.gymBuddy, b.booker,
        CASE WHEN r % 10 < 5 THEN 5 WHEN r % 10 < 8 THEN 4 WHEN r % 10 < 9 THEN 3 WHEN r % 20 = 9 THEN 2 ELSE 1 END,
        ${pick(REVIEW_TEXTS, `r % ${REVIEW_TEXTS.length}`)},
        substr(u.name, 1, instr(u.name || ' ', ' ') - 1) || ' ' || substr(u.name, instr(u.name, ' ') + 1, 1) || '.',
        strftime('%Y-%m-%d %H:%M:%fZ', b.datetime, '+1 day'), strftime('%Y-%m-%d %H:%M:%fZ', b.datetime, '+1 day')
      FROM (SELECT *, ${hashSql('CAST(substr(id, 3) AS INTEGER)', 28)} AS r FROM bookings
        WHERE id LIKE 'sk%' AND status = 'confirmed' AND datetime < ${date(String(now))}) b
      JOIN users u ON u.id = b.booker
      WHERE b.r % 3 = 0`,
    )
    // The trainer's "new request" notification for every booking; read unless it is recent.
    add(
      'notifications',
      `INSERT INTO notifications (id, user, kind, booking, actor, actorName, datetime, role,
        readAt, emailStatus, emailAttempts, emailedAt, created, updated)
      SELECT 'sn' || substr(b.id, 3), b.gymBuddy, 'booking_requested', b.id, b.booker, u.name,
        b.datetime, 'trainer',
        CASE WHEN b.created < ${date(`${now} - 7 * 86400`)} THEN b.updated ELSE '' END,
        'sent', 1, b.created, b.created, b.created
      FROM bookings b JOIN users u ON u.id = b.booker WHERE b.id LIKE 'sk%'`,
    )
  }
  if (T > 0) {
    // The finder's search tables, as the hooks would have kept them (pb_hooks/lib/finder/finder_index.js:
    // entryOf, RATE, GRAMS_OF): the seeded texts are plain ASCII with list specializations, so
    // SQLite's lower() and json_each give what the hooks' toLowerCase and split give.
    add(
      '_finder_search',
      `INSERT INTO _finder_search (id, name, nameEmail, specs, location, level, ratingAvg, ratingCount)
      SELECT u.id, u.name, lower(u.name || char(10) || CASE WHEN tp.showEmail THEN u.email ELSE '' END),
        char(31) || (SELECT group_concat(lower(trim(j.value)), char(31)) FROM json_each(tp.specializations) j)
          || char(31),
        lower(tp.preferredLocation), tp.experienceLevel,
        CAST(COALESCE((SELECT ROUND(AVG(rv.rating), 1) FROM reviews rv WHERE rv.trainer = u.id), 0) AS REAL),
        (SELECT COUNT(*) FROM reviews rv WHERE rv.trainer = u.id)
      FROM users u JOIN trainer_profiles tp ON tp.id = u.trainer_profile WHERE u.id LIKE 'st%'`,
    )
    add(
      '_finder_grams',
      `WITH RECURSIVE src(name, id, text) AS (
        SELECT name, id, nameEmail FROM _finder_search WHERE id LIKE 'st%'
        UNION ALL SELECT name, id, specs FROM _finder_search WHERE id LIKE 'st%'),
      pos(name, id, text, i) AS (
        SELECT name, id, text, 1 FROM src WHERE text != ''
        UNION ALL SELECT name, id, text, i + 1 FROM pos WHERE i < length(text))
      INSERT OR IGNORE INTO _finder_grams (gram, name, id)
      SELECT substr(text, i, len), name, id FROM pos, (SELECT 1 AS len UNION ALL SELECT 2 UNION ALL SELECT 3)
      WHERE i + len - 1 <= length(text)
        AND instr(substr(text, i, len), char(10)) = 0 AND instr(substr(text, i, len), char(31)) = 0`,
    )
  }
  // Who each member may see in users_view (pb_hooks/lib/privacy/member_contacts.js): both parties of a
  // booking, and a chat's writer for the other participant.
  add(
    'member_contacts',
    `INSERT OR IGNORE INTO member_contacts (id, owner, party)
    SELECT 'mc' || printf('%013d', row_number() OVER (ORDER BY p.owner, p.party) - 1), p.owner, p.party
    FROM (SELECT booker AS owner, gymBuddy AS party FROM bookings WHERE id LIKE 'sk%'
      UNION SELECT gymBuddy, booker FROM bookings WHERE id LIKE 'sk%'
      UNION SELECT CASE WHEN w.value = c.user1 THEN c.user2 ELSE c.user1 END, w.value
        FROM chats c, json_each(c.writers) w WHERE c.id LIKE 'sc%' AND w.value IN (c.user1, c.user2)) p
    WHERE p.owner != p.party`,
  )
  return steps
}

/** Tables the seed fills, for `down` (children first). */
export const SEEDED_TABLES: [table: string, prefixes: string[]][] = [
  ['_finder_grams', ['st']],
  ['_finder_search', ['st']],
  ['member_contacts', ['mc']],
  ['notifications', ['sn']],
  ['reviews', ['sr']],
  ['bookings', ['sk']],
  ['chat_reads', ['sa', 'sb']],
  ['messages', ['sg']],
  ['chats', ['sc']],
  ['client_profiles', ['sp']],
  ['trainer_profiles', ['sq']],
  ['users', ['sm', 'st']],
]
