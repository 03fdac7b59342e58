// Business constants of spec §9.
export const PASSWORD_MIN_LENGTH = 8
export const FIXED_RATING = 4.5
export const FILLED_STARS = 4
export const MAX_CARD_SPECIALIZATIONS = 3
export const CURRENCY = 'SGD'
export const CONFETTI_PIECES = 300
export const MOBILE_BREAKPOINT_PX = 768

export const SIDEBAR_COOKIE_NAME = 'sidebar_state'
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7
export const SIDEBAR_WIDTH = '16rem'
export const SIDEBAR_WIDTH_MOBILE = '18rem'
export const SIDEBAR_WIDTH_ICON = '3rem'
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b'

export const BRAND_NAME = 'GymBuddy'

/** Server-side text limits, mirrored by the forms so users learn them before the server says so. */
export const LIMITS = {
  name: 100,
  /** RFC 5321's limit on an address (pb_hooks/lib/input_guard.js MAX_EMAIL_LENGTH). */
  email: 254,
  message: 2000,
  profileText: 2000,
  listItems: 20,
  /** Each fitness goal or specialization (pb_hooks/lib/gymbuddy.js MAX_LIST_ITEM_LENGTH). */
  listItemLength: 100,
  rateMax: 10000,
  budgetMax: 100000,
} as const
