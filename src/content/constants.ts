// Business constants of the spec.
export const MAX_CARD_SPECIALIZATIONS = 3
export const CONFETTI_PIECES = 300
export const MOBILE_BREAKPOINT_PX = 768

export const BRAND_NAME = 'GymBuddy'
