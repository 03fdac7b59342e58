// Business constants of spec §9.
export const FIXED_RATING = 4.5
export const FILLED_STARS = 4
export const MAX_CARD_SPECIALIZATIONS = 3
export const CURRENCY = 'SGD'
export const CONFETTI_PIECES = 300
export const MOBILE_BREAKPOINT_PX = 768

export const BRAND_NAME = 'GymBuddy'
