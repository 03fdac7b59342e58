// Who can see each kind of personal data, and how long it is kept: the Privacy page renders this
// table, and tests/privacy-rules.test.ts fails when a collection's migrated read rules no longer
// say what its row says. The periods come from the retention job's own table
// (pb_hooks/lib/privacy/retention.json), so the page says what the job does.
import RETENTION from '../../pb_hooks/lib/privacy/retention.json' with { type: 'json' }

export interface PrivacyRule {
  /** Stable key (also the React key). */
  id: string
  /** What is held, in the member's words. */
  what: string
  /** One sentence: who can read it. */
  whoCanSee: string
  /** The collections (tables and views) holding it; empty when it is not in the database. */
  collections: readonly string[]
  /** How long it is kept. */
  keptFor: string
}

export const PRIVACY_RULES: readonly PrivacyRule[] = [
  {
    id: 'account',
    what: 'Your account: name, photo, whether you are a trainer or a client, and a hash of your password',
    whoCanSee:
      'You; the members you share a booking with; a member you chat with once you have written to them; for trainers, everyone on Find Gym Buddy; and the people who run GymBuddy (operators), to name who reported or was reported.',
    collections: ['users', 'users_view'],
    keptFor: 'Until you delete your account.',
  },
  {
    id: 'email',
    what: 'Your email address',
    whoCanSee:
      'You, and a trainer you book (on their schedule). A trainer’s email is shown only when the trainer chooses to show it, and then to everyone. The people who run GymBuddy (operators) can look your account up by it.',
    collections: ['users'],
    keptFor: 'Until you delete your account; the address can then be registered again.',
  },
  {
    id: 'clientProfile',
    what: 'Your fitness profile: goals, experience, preferred location, budget, injuries and anything else you add',
    whoCanSee:
      'You, and a trainer you book, only while the booking is open and for 30 days after your session. You can see each day a trainer was shown it.',
    collections: ['client_profiles'],
    keptFor: 'Until you change it or delete your account.',
  },
  {
    id: 'profileReads',
    what: 'The log of trainers shown your fitness profile (who, which day)',
    whoCanSee: 'Only you.',
    collections: ['profile_reads'],
    keptFor: `${RETENTION.profileReadsMonths} months.`,
  },
  {
    id: 'trainerProfile',
    what: 'A trainer profile: specializations, experience, location, rate, about me, certifications, working hours',
    whoCanSee: 'Everyone, including visitors who are not signed in.',
    collections: ['trainer_profiles', 'gym_buddies_view'],
    keptFor: 'Until the trainer deletes their account.',
  },
  {
    id: 'credentials',
    what: 'A trainer’s credentials: NREP registration, CPR/AED and other certificates, their numbers and documents, and the operator’s check',
    whoCanSee:
      'Everyone sees a verified, unexpired credential’s kind, title, issuer and expiry date. Its number, its document and the operator’s note: only the trainer and the people who run GymBuddy (operators).',
    collections: ['credentials'],
    keptFor: 'Until the trainer removes it or deletes their account.',
  },
  {
    id: 'bookings',
    what: 'Bookings: trainer, client, date and time, status and any reason given',
    whoCanSee:
      'Only the two people in the booking. Other signed-in members see only that a trainer’s hour is taken, never by whom. When the two disagree whether a session happened, the people who run GymBuddy (operators) see its time, place, names and both answers to settle it.',
    collections: ['bookings', 'booked_slots_view', 'booking_series'],
    keptFor: `${RETENTION.sessionRecordsYears} years after the session (Singapore’s record-keeping period for a trainer’s income), then deleted with its series; a session with a review stays as long as the review. If one person deletes their account first, the other keeps the booking with "Former member" in place of the name.`,
  },
  {
    id: 'chats',
    what: 'Chats and messages, and how far each of you has read',
    whoCanSee: 'Only the two people in the chat.',
    collections: ['chats', 'messages', 'inbox_view', 'chat_reads', 'unread_view'],
    keptFor: `Until ${RETENTION.quietChatMonths} months pass without a message: then the chat is deleted with its messages, and both of you are told ${RETENTION.chatWarningDays} days before. If one person deletes their account first, their messages stay in the other person’s chat under "Former member".`,
  },
  {
    id: 'reviews',
    what: 'Reviews: rating, text and the author’s display name',
    whoCanSee:
      'Everyone, including visitors, except a review the people who run GymBuddy (operators) hid: then only its author and operators. Never the author’s email.',
    collections: ['reviews'],
    keptFor:
      'As long as the trainer’s profile exists; when the author deletes their account the review stays, signed "Former client".',
  },
  {
    id: 'packages',
    what: 'A trainer’s session packages: sessions, price and how long they are valid',
    whoCanSee: 'Everyone, while the trainer offers them; paused ones only the trainer.',
    collections: ['packages'],
    keptFor: 'Until the trainer deletes their account.',
  },
  {
    id: 'payments',
    what: 'Payments: what a session or package costs, whether it was paid, its receipt, and each package’s credits',
    whoCanSee:
      'Only the client and the trainer concerned. A trainer’s PayNow number is shown only to their clients, on the PayNow code.',
    collections: ['package_purchases', 'credit_ledger', 'receipts'],
    keptFor: `${RETENTION.sessionRecordsYears} years after the session paid for (a package: after its last session, or after it was bought if never used), then deleted. If one person deletes their account first, the other keeps the record with "Former member" in place of the name.`,
  },
  {
    id: 'attendance',
    what: 'Your attendance record: sessions, no-shows, late cancels and disputes in the last 12 months',
    whoCanSee:
      'A trainer’s: everyone, beside their rating. A client’s: you, and trainers you have an open request or a session with.',
    collections: [],
    keptFor: 'Worked out from your bookings; each session counts for 12 months.',
  },
  {
    id: 'waitlist',
    what: 'The taken hours you wait for',
    whoCanSee: 'Only you.',
    collections: ['waitlist'],
    keptFor: 'Until the hour begins, you remove it, or you delete your account.',
  },
  {
    id: 'blocks',
    what: 'The members you blocked',
    whoCanSee: 'Only you. The member you block is never told.',
    collections: ['blocks'],
    keptFor: 'Until you unblock them, or either of you deletes their account.',
  },
  {
    id: 'reports',
    what: 'Reports you make about another member, and for a reported message that message and the ten before it',
    whoCanSee:
      'You (whether it was handled), and the people who run GymBuddy (operators). Never the member you reported.',
    collections: ['reports'],
    keptFor:
      'As long as GymBuddy runs, with the operators’ record of what they did; after you delete your account it names a Former member.',
  },
  {
    id: 'notifications',
    what: 'Your notifications (booking requests, answers, reminders)',
    whoCanSee: 'Only you.',
    collections: ['notifications'],
    keptFor: `Read ones ${RETENTION.readNotificationsDays} days; unread ones ${RETENTION.unreadNotificationsMonths} months.`,
  },
  {
    id: 'consents',
    what: 'What you agreed to and when: the terms at sign-up, and sharing your fitness profile with the trainers you book',
    whoCanSee: 'Only you.',
    collections: ['consents'],
    keptFor: 'Until you delete your account; a withdrawal is kept beside the agreement it ends.',
  },
  {
    id: 'operatorLog',
    what: 'Decisions the people who run GymBuddy took about your account (a suspension, a hidden review, a settled dispute) and their reasons',
    whoCanSee: 'Only the people who run GymBuddy (operators).',
    collections: ['operator_actions'],
    keptFor: 'As long as GymBuddy runs; after you delete your account it names a Former member.',
  },
  {
    id: 'calendarFeed',
    what: 'Your private calendar link',
    whoCanSee: 'Nobody through the app: we keep only a fingerprint (hash) of the link.',
    collections: ['calendar_feeds'],
    keptFor: 'Until you turn it off or delete your account.',
  },
  {
    id: 'busyCalendars',
    what: 'A trainer’s own calendars: their names, addresses and CalDAV logins, and the busy times read from them (start and end only)',
    whoCanSee:
      'Only the trainer; a calendar’s address and app password are never shown again, not even to them. Clients see only which hours are not free.',
    collections: ['busy_calendars', 'busy_times'],
    keptFor:
      'Until the trainer removes the calendar or deletes their account; busy times are read again every 10 minutes for the next 120 days.',
  },
  {
    id: 'logs',
    what: 'Logs of refused or failed requests (address, time, what was refused)',
    whoCanSee: 'Only the people who run GymBuddy, to protect accounts from abuse.',
    collections: [],
    keptFor: '5 days.',
  },
  {
    id: 'backups',
    what: 'Nightly backups of all of the above',
    whoCanSee: 'Only the people who run GymBuddy.',
    collections: [],
    keptFor: 'The newest 14 (two weeks).',
  },
]
