// The server's input limits, mirrored by the forms so members learn them before the server says
// so. One place: tests/form-limits.test.ts proves each equals what the server enforces.
import { BOOKING_RULES } from './booking-rules'
export const LIMITS = {
  /** users.name (field max, pb_hooks/users.pb.js). */
  name: 100,
  /** RFC 5321's limit on an address (pb_hooks/lib/platform/input_guard.js MAX_EMAIL_LENGTH). */
  email: 254,
  /** The users collection's password minimum: 8 characters. */
  passwordMin: 8,
  /** messages.text (pb_hooks/lib/platform/gymbuddy.js MAX_MESSAGE_LENGTH). */
  message: 2000,
  /** additionalInfo, bio, certifications. */
  profileText: 2000,
  /** Fitness goals or specializations per profile (pb_hooks/lib/platform/gymbuddy.js MAX_LIST_ITEMS). */
  listItems: 20,
  /** Each fitness goal or specialization (pb_hooks/lib/platform/gymbuddy.js MAX_LIST_ITEM_LENGTH). */
  listItemLength: 100,
  /** trainer_profiles.rate, SGD (pb_hooks/lib/platform/gymbuddy.js MAX_RATE). */
  rateMax: 10000,
  /** client_profiles.budget, SGD. */
  budgetMax: 100000,
  /** reviews.text (pb_hooks/lib/safety/reviews.js MAX_TEXT). */
  reviewText: 1000,
  /** reviews.rating: whole stars. */
  ratingMin: 1,
  ratingMax: 5,
  /** bookings.reason, for a decline or a cancellation (the booking rules' maxReasonLength). */
  reason: BOOKING_RULES.maxReasonLength,
} as const
