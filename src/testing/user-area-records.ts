// Small record factories for the signed-in area's unit tests.
import type {
  BookerRecord,
  BookingRecord,
  ChatRecord,
  ClientProfileRecord,
  TrainerProfileRecord,
  UserRecord,
  UsersViewRecord,
} from '@/lib/types'
import { UNSET_PROFILE_TEXTS } from './trainer-profile-texts'

const stamp = '2026-03-01 09:00:00.000Z'

export function makeUserRecord(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: 'me',
    collectionId: '_pb_users_auth_',
    collectionName: 'users',
    created: stamp,
    updated: stamp,
    email: 'ann@example.sg',
    emailVisibility: false,
    verified: false,
    name: 'Ann Lee',
    avatar: '',
    userType: 'client',
    profile: '',
    trainer_profile: '',
    bookingEmailsOff: false,
    messageEmailsOff: false,
    weeklyGoal: 0,
    ...overrides,
  }
}

export function makeClientProfileRecord(
  overrides: Partial<ClientProfileRecord> = {},
): ClientProfileRecord {
  return {
    id: 'cp1',
    collectionId: 'client_profiles',
    collectionName: 'client_profiles',
    created: stamp,
    updated: stamp,
    user: 'me',
    fitnessGoals: ['Muscle Gain', 'Flexibility'],
    experienceLevel: 'Intermediate',
    preferredLocation: 'East',
    additionalInfo: 'Bad knee',
    budget: 0,
    ...overrides,
  }
}

export function makeTrainerProfileRecord(
  overrides: Partial<TrainerProfileRecord> = {},
): TrainerProfileRecord {
  return {
    ...UNSET_PROFILE_TEXTS,
    id: 'tp1',
    collectionId: 'trainer_profiles',
    collectionName: 'trainer_profiles',
    created: stamp,
    updated: stamp,
    user: 'me',
    specializations: ['Yoga', 'Pilates'],
    experienceLevel: '6-10 years',
    preferredLocation: 'North',
    rate: 0,
    bio: '',
    certifications: '',
    showEmail: false,
    weeklyHours: null,
    daysOff: null,
    minNoticeHours: 0,
    travelGapHours: 0,
    venues: null,
    lateCancelFeePct: 0,
    noShowFeePct: 0,
    ...overrides,
  }
}

/** Another member as users_view gives them: no email. */
export function makePerson(id: string, name: string): UsersViewRecord {
  return { id, name, avatar: '', collectionId: 'users_view', collectionName: 'users_view' }
}

/** A trainer's booker as the Schedule gets them: with their email. */
export function makeBooker(id: string, name: string, email = `${id}@example.sg`): BookerRecord {
  return { ...makePerson(id, name), email }
}

export function makeBookingRecord(overrides: Partial<BookingRecord> = {}): BookingRecord {
  return {
    id: 'b1',
    collectionId: 'bookings',
    collectionName: 'bookings',
    created: stamp,
    updated: stamp,
    gymBuddy: 'trainer1',
    booker: 'me',
    datetime: '2026-03-02 01:00:00.000Z',
    status: 'requested',
    cancelledBy: '',
    reason: '',
    rescheduleOf: '',
    answeredAt: '',
    answerBy: '',
    price: 0,
    feeDue: 0,
    policy: null,
    creditRestoredAt: '',
    payment: '',
    paymentAt: '',
    purchase: '',
    series: '',
    venue: '',
    outcome: '',
    outcomeBy: '',
    outcomeReply: '',
    outcomeDisputed: false,
    outcomeSettledBy: '',
    outcomeSettledAt: '',
    lateCancel: false,
    proposed: false,
    clientConfirmedAt: '',
    ...overrides,
  }
}

export function makeChatRecord(overrides: Partial<ChatRecord> = {}): ChatRecord {
  return {
    id: 'c1',
    collectionId: 'chats',
    collectionName: 'chats',
    created: stamp,
    updated: stamp,
    user1: 'me',
    user2: 'ann',
    lastMessageText: '',
    lastMessageSender: '',
    lastMessageAt: '',
    startedBy: 'me',
    writers: [],
    ...overrides,
  }
}
