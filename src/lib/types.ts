// Record types for every PocketBase collection, derived from src/lib/pocketbase-types.ts, which
// `npm run typegen` generates from pb_migrations (CI fails when it is stale). Narrowed here only
// where the schema cannot say: JSON field shapes, expands, and '' for an unset select.
import type PocketBase from 'pocketbase'
import type { RecordService } from 'pocketbase'
import type {
  BookedSlotsViewResponse,
  BookingSeriesResponse,
  BookingsRecord,
  BookingsResponse,
  BusyCalendarsResponse,
  BusyTimesResponse,
  ChatReadsResponse,
  ChatsResponse,
  ClientProfilesRecord,
  ClientProfilesResponse,
  CollectionResponses,
  CredentialsKindOptions,
  CredentialsResponse,
  FileNameString,
  GymBuddiesViewRecord,
  GymBuddiesViewResponse,
  IsoAutoDateString,
  InboxViewResponse,
  MessagesResponse,
  NotificationsRecord,
  NotificationsResponse,
  ReviewsResponse,
  TrainerProfilesRecord,
  TrainerProfilesResponse,
  UnreadViewResponse,
  UsersRecord,
  UsersResponse,
  UsersUserTypeOptions,
  UsersViewResponse,
} from './pocketbase-types'

export type UserType = UsersUserTypeOptions
/** booking_rules.json's statuses (src/content/statuses.ts checks they equal the schema's). */
export type { BookingStatus } from '@/content/statuses'

/** Generated brands (file name, autodate) read as plain strings: the app reads them as text. */
type Unbranded<Value> = Value extends FileNameString | IsoAutoDateString ? string : Value

/** A generated Response as the app reads it: plain strings, and no untyped `expand`. */
type Stored<Response> = {
  [K in keyof Response as K extends 'expand' ? never : K]: Unbranded<Response[K]>
}

/** The select fields of a generated record type (a union of words, not free text). */
type SelectKeys<Row> = {
  [K in keyof Row]-?: string extends Unbranded<Exclude<Row[K], undefined>>
    ? never
    : Exclude<Row[K], undefined> extends string
      ? K
      : never
}[keyof Row]

/** The select fields that are not required. */
type OptionalSelectKeys<Row> = {
  [K in SelectKeys<Row>]-?: undefined extends Row[K] ? K : never
}[SelectKeys<Row>]

/** Those fields can also read back '' (unset). */
type MaybeEmpty<Record, Keys extends keyof Record> = Omit<Record, Keys> & {
  [K in Keys]: Record[K] | ''
}

/**
 * Those fields read as text: the profiles' lists are the spec's option lists in
 * src/content/options.ts (tests/schema.test.ts proves them equal), and forms and the finder hold
 * them as text.
 */
type SelectsAsText<Record, Keys extends keyof Record> = Omit<Record, Keys> & { [K in Keys]: string }

/**
 * A record as the API returns it. The generator's Response marks every field present, which is
 * true, but a select that is not required reads back '' while unset.
 */
type AsReturned<Row, Response> = MaybeEmpty<
  Stored<Response>,
  OptionalSelectKeys<Row> & keyof Stored<Response>
>

/**
 * userType is '' until the first client or trainer profile is created; weeklyGoal 0 = not set
 * (3 is shown). The API never returns password and tokenKey; the generator's `username` is not a
 * field of our users collection.
 */
export type UserRecord = Omit<
  AsReturned<UsersRecord, UsersResponse>,
  // operator and suspendedAt are hidden: set by superusers and operators, never returned.
  'password' | 'tokenKey' | 'username' | 'operator' | 'suspendedAt'
> & {
  expand?: { profile?: ClientProfileRecord; trainer_profile?: TrainerProfileRecord }
}

/** budget 0 means no budget given (PocketBase number fields cannot hold null). */
export type ClientProfileRecord = Omit<
  SelectsAsText<Stored<ClientProfilesResponse>, SelectKeys<ClientProfilesRecord>>,
  'fitnessGoals'
> & { fitnessGoals: string[] }

/**
 * Specializations are stored as a list; older records may hold the raw comma text (the spec keeps
 * both readings). rate 0 = no rate set. weeklyHours: SGT start hours (9..21) per day, null or {}
 * = every hour every day. daysOff: "YYYY-MM-DD" in Singapore time.
 */
export type TrainerProfileRecord = Omit<
  SelectsAsText<
    Stored<TrainerProfilesResponse<string[], unknown, unknown, WeeklyHours>>,
    SelectKeys<TrainerProfilesRecord>
  >,
  'specializations' | 'whatsapp' | 'paynowId' | 'paynowName'
> & {
  specializations: Specializations
  /** Hidden: returned only to the trainer and to clients with a confirmed session ahead. */
  whatsapp?: string
  /** Hidden: returned only to the trainer (clients get them inside the PayNow code). */
  paynowId?: string
  paynowName?: string
}

/** The specializations JSON field: a list, or the raw comma text of older records. */
type Specializations = string[] | string

type WeekdayKey = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'
export type WeeklyHours = Partial<Record<WeekdayKey, number[]>>

/**
 * lastMessage* are kept current by pb_hooks, so the inbox needs no per-chat request.
 * expiryWarnedAt is hidden (the retention job's own mark), never sent to the app.
 */
export type ChatRecord = Omit<Stored<ChatsResponse>, 'expiryWarnedAt'>

export type MessageRecord = Stored<MessagesResponse> & { expand?: { sender?: UserRecord } }

/**
 * datetime: UTC as PocketBase returns it, e.g. "2026-11-23 01:00:00.000Z" (09:00 SGT).
 * cancelledBy, reason (≤ 500 characters), rescheduleOf, answeredAt: '' unless set.
 */
export type BookingRecord = Omit<
  AsReturned<BookingsRecord, BookingsResponse>,
  // Hidden: read by the client_profiles rules only, never returned by the API.
  'profileSharedUntil'
>

/**
 * The other party of a chat or booking: no profile data and no email, just who they are.
 * userType is there for the view's rule (trainers are visible to everyone); the app does not read
 * it, and the finder's cards (gym_buddies_view) do not carry it.
 */
export type UsersViewRecord = Omit<Stored<UsersViewResponse>, 'userType'> &
  Partial<Pick<Stored<UsersViewResponse>, 'userType'>>

/** A trainer's booker on the Schedule: the one place a member's email reaches another member. */
export type BookerRecord = UsersViewRecord & { email: string }

type GymBuddyCard = SelectsAsText<
  Stored<GymBuddiesViewResponse<CredentialBadge[] | null, Specializations | null>>,
  SelectKeys<GymBuddiesViewRecord>
>

/**
 * A users_view row plus the trainer profile's card fields joined flat into the view: null/'' when
 * the trainer has no profile, optional because rows read through `fields` may omit them.
 * email is '' unless the trainer shows it on their card. ratingAvg 0 with ratingCount 0 means no
 * reviews yet ("New").
 */
export type GymBuddyRecord = UsersViewRecord &
  Pick<GymBuddyCard, 'trainer_profile' | 'email'> &
  Partial<Omit<GymBuddyCard, keyof UsersViewRecord>> & {
    expand?: { trainer_profile?: TrainerProfileRecord }
    /**
     * The finder's rows only: the trainer's 12-month record (GET /api/gymbuddy/reliability), null
     * while it is empty ("New").
     */
    reliability?: MemberReliability | null
    /** The finder's rows only: the first free hour in 2 weeks (ISO), '' when none. */
    nextFree?: string
    /** The finder's rows under "Free on": that Singapore day and its free hours (ISO). */
    freeOn?: { day: string; hours: string[] }
    /** The finder's rows for a place or search: the trainer's venue it matched. */
    venueHere?: { name: string; place: string; area: string }
  }

/** A member's record over the last 12 months (pb_hooks/lib/attendance/reliability.js). */
export interface MemberReliability {
  sessions: number
  attended: number
  noShows: number
  lateCancels: number
  disputed: number
}

/**
 * One inbox row per chat (inbox_view): both participants and the last message, for the inbox's
 * single request. Avatar URLs resolve through the view (pb.files.getURL(row, row.user1Avatar)).
 */
export type InboxViewRecord = Stored<InboxViewResponse>

/** One member's reading of one chat: lastReadAt is the `created` of the newest message read. */
export type ChatReadRecord = Stored<ChatReadsResponse>

/** unread_view: per chat of the signed-in member, how many of the other's messages are unread. */
export type UnreadViewRecord = Stored<UnreadViewResponse>

/**
 * What one verified, unexpired credential shows on a card and the trainer page
 * (gym_buddies_view.badges, the finder's rows): expiresAt '' when it does not expire.
 */
export interface CredentialBadge {
  kind: CredentialsKindOptions
  title: string
  expiresAt: string
}

/**
 * A trainer's credential: the trainer reads all of theirs (number, document, the operator's
 * note); everyone else only verified, unexpired ones without those (docs/trust-and-safety.md).
 */
export type CredentialRecord = Stored<CredentialsResponse>

/**
 * A trainer's own calendar as the app reads it: the address, user name and app password are
 * hidden (never sent back); `hint` says which address it is ("calendar.google.com …/basic.ics").
 */
export type BusyCalendarRecord = Omit<
  Stored<BusyCalendarsResponse>,
  'url' | 'username' | 'password' | 'readHash'
>

/** A busy time read from one of the trainer's calendars: start and end only. */
export type BusyTimeRecord = Stored<BusyTimesResponse>

/** A client's rating (whole stars 1..5) of one ended, confirmed session; readable by anyone. */
export type ReviewRecord = Stored<ReviewsResponse>

/** A booking event for its recipient; actorName and datetime are snapshots. */
export type NotificationRecord = AsReturned<NotificationsRecord, NotificationsResponse>

/** Confirmed slots only (gymBuddy, datetime): lets the booking screen hide taken hours. */
type BookedSlotRecord = Stored<BookedSlotsViewResponse>

/**
 * A weekly series (docs/series.md): skipDates are SGT "YYYY-MM-DD"; keptDates (a cancelled
 * series only) the datetimes of the weeks that stayed inside the 12-hour window.
 */
export type BookingSeriesRecord = Stored<BookingSeriesResponse<string[] | null>> & {
  keptDates?: string[]
}

/** Our narrowed types where we have them; every other collection as generated. */
interface NarrowedRecords {
  users: UserRecord
  client_profiles: ClientProfileRecord
  trainer_profiles: TrainerProfileRecord
  chats: ChatRecord
  messages: MessageRecord
  bookings: BookingRecord
  booking_series: BookingSeriesRecord
  notifications: NotificationRecord
  users_view: UsersViewRecord
  gym_buddies_view: GymBuddyRecord
  credentials: CredentialRecord
  booked_slots_view: BookedSlotRecord
  inbox_view: InboxViewRecord
  reviews: ReviewRecord
  chat_reads: ChatReadRecord
  unread_view: UnreadViewRecord
}

type AppRecords = Omit<CollectionResponses, keyof NarrowedRecords> & NarrowedRecords

/** The SDK client typed per collection: `pb.collection('bookings')` returns BookingRecords. */
export interface TypedPocketBase extends PocketBase {
  collection<Name extends keyof AppRecords>(idOrName: Name): RecordService<AppRecords[Name]>
  collection(idOrName: string): RecordService
}
