// Record types for every PocketBase collection: the contract between pb_migrations and the SPA.
// A field rename here must be mirrored in a new migration (and the compiler finds the callers).
import type PocketBase from 'pocketbase'
import type { RecordService } from 'pocketbase'

export type UserType = 'client' | 'trainer'
export type BookingStatus = 'requested' | 'confirmed' | 'declined' | 'cancelled' | 'expired'

interface BaseRecord {
  id: string
  collectionId: string
  collectionName: string
}

interface Timestamped {
  created: string
  updated: string
}

export interface UserRecord extends BaseRecord, Timestamped {
  email: string
  emailVisibility: boolean
  verified: boolean
  name: string
  avatar: string
  /** Empty until the first client or trainer profile is created. */
  userType: UserType | ''
  profile: string
  trainer_profile: string
  /** Booking emails switched off in the profile settings (issue 14). */
  bookingEmailsOff?: boolean
  /** Sessions a week the member aims for (dashboard, issue 16); 0 = not set (3 is shown). */
  weeklyGoal?: number
  expand?: { profile?: ClientProfileRecord; trainer_profile?: TrainerProfileRecord }
}

export interface ClientProfileRecord extends BaseRecord, Timestamped {
  user: string
  fitnessGoals: string[]
  experienceLevel: string
  preferredLocation: string
  additionalInfo: string
  /** 0 means no budget given (PocketBase number fields cannot hold null). */
  budget: number
}

export interface TrainerProfileRecord extends BaseRecord, Timestamped {
  user: string
  /** Stored as a list; older records may hold the raw comma text (spec §3 keeps both readings). */
  specializations: string[] | string
  experienceLevel: string
  preferredLocation: string
  /** 0 means no rate set ("leave empty to discuss rates"). */
  rate: number
  bio: string
  certifications: string
  /** "Show my email on my card" (issue 16): off by default; the public view hides it otherwise. */
  showEmail?: boolean
  /** SGT start hours (9..21) per day; null or {} = every hour every day. */
  weeklyHours?: WeeklyHours | null
  /** Days off, "YYYY-MM-DD" in Singapore time. */
  daysOff?: string[] | null
}

export type WeekdayKey = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'
export type WeeklyHours = Partial<Record<WeekdayKey, number[]>>

export interface ChatRecord extends BaseRecord, Timestamped {
  user1: string
  user2: string
  /** Kept current by pb_hooks when a message is sent, so the inbox needs no per-chat request. */
  lastMessageText: string
  lastMessageSender: string
  lastMessageAt: string
}

export interface MessageRecord extends BaseRecord, Timestamped {
  text: string
  sender: string
  chat: string
  expand?: { sender?: UserRecord }
}

export interface BookingRecord extends BaseRecord, Timestamped {
  gymBuddy: string
  booker: string
  /** UTC ISO-ish string as PocketBase returns it, e.g. "2026-11-23 01:00:00.000Z" (09:00 SGT). */
  datetime: string
  status: BookingStatus | ''
  /** Who cancelled it (booker or trainer); '' unless cancelled. */
  cancelledBy: string
  /** Why it was cancelled or declined (≤ 500 characters); '' when none was given. */
  reason: string
  /** The booking this one replaces (a reschedule); ''. */
  rescheduleOf: string
  /** When the trainer confirmed or declined (set by the server); ''. */
  answeredAt: string
}

/** The other party of a chat or booking: no profile data, just who they are. */
export interface UsersViewRecord extends BaseRecord {
  name: string
  email: string
  avatar: string
}

export interface GymBuddyRecord extends UsersViewRecord {
  trainer_profile: string
  /**
   * The trainer profile's card fields, joined flat into the view (1800000020): null/empty when
   * the trainer has no profile. Optional because rows read through `fields` may omit them.
   */
  specializations?: string[] | string | null
  experienceLevel?: string
  preferredLocation?: string
  /** 0 means no rate set. */
  rate?: number
  /** Average review rating, one decimal; 0 with ratingCount 0 means no reviews yet ("New"). */
  ratingAvg?: number
  ratingCount?: number
  expand?: { trainer_profile?: TrainerProfileRecord }
}

/**
 * One inbox row per chat (inbox_view): both participants and the last message, for the inbox's
 * single request. Avatar URLs resolve through the view (pb.files.getURL(row, row.user1Avatar)).
 */
export interface InboxViewRecord extends BaseRecord {
  user1: string
  user2: string
  user1Name: string
  user1Email: string
  user1Avatar: string
  user2Name: string
  user2Email: string
  user2Avatar: string
  lastMessageText: string
  lastMessageSender: string
  lastMessageAt: string
  updated: string
}

/** One member's reading of one chat: the `created` of the newest message they have read. */
export interface ChatReadRecord extends BaseRecord, Timestamped {
  chat: string
  user: string
  /** Empty: nothing read yet. */
  lastReadAt: string
}

/** unread_view: per chat of the signed-in member, how many of the other's messages are unread. */
export interface UnreadViewRecord extends BaseRecord {
  chat: string
  user: string
  unread: number
}

/** A client's rating of one ended, confirmed session (issue 15); readable by anyone. */
export interface ReviewRecord extends BaseRecord, Timestamped {
  booking: string
  trainer: string
  author: string
  /** Whole stars, 1..5. */
  rating: number
  /** Optional, at most 1000 characters. */
  text: string
  /** How the author is shown publicly ("Rachel T."), set by the server. */
  authorName: string
}

/** Confirmed slots only (gymBuddy, datetime): lets the booking screen hide taken hours. */
export type NotificationKind =
  | 'booking_requested'
  | 'booking_confirmed'
  | 'booking_declined'
  | 'booking_cancelled'
  | 'booking_rescheduled'
  | 'booking_expired'
  | 'booking_reminder'
  | 'review_received'

/** A booking event for its recipient (issue 14); actorName and datetime are snapshots. */
export interface NotificationRecord extends BaseRecord, Timestamped {
  user: string
  kind: NotificationKind
  booking: string
  actor: string
  actorName: string
  datetime: string
  role: 'booker' | 'trainer' | ''
  readAt: string
  emailStatus: 'pending' | 'sent' | 'off' | 'failed' | ''
  emailAttempts: number
  emailedAt: string
  emailError: string
}

export interface BookedSlotRecord extends BaseRecord {
  gymBuddy: string
  datetime: string
}

export interface TypedPocketBase extends PocketBase {
  collection(idOrName: 'users'): RecordService<UserRecord>
  collection(idOrName: 'client_profiles'): RecordService<ClientProfileRecord>
  collection(idOrName: 'trainer_profiles'): RecordService<TrainerProfileRecord>
  collection(idOrName: 'chats'): RecordService<ChatRecord>
  collection(idOrName: 'messages'): RecordService<MessageRecord>
  collection(idOrName: 'bookings'): RecordService<BookingRecord>
  collection(idOrName: 'notifications'): RecordService<NotificationRecord>
  collection(idOrName: 'users_view'): RecordService<UsersViewRecord>
  collection(idOrName: 'gym_buddies_view'): RecordService<GymBuddyRecord>
  collection(idOrName: 'booked_slots_view'): RecordService<BookedSlotRecord>
  collection(idOrName: 'inbox_view'): RecordService<InboxViewRecord>
  collection(idOrName: 'reviews'): RecordService<ReviewRecord>
  collection(idOrName: 'chat_reads'): RecordService<ChatReadRecord>
  collection(idOrName: 'unread_view'): RecordService<UnreadViewRecord>
  collection(idOrName: string): RecordService
}
