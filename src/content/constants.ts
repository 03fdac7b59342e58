// Business constants of spec §9.
export const MAX_CARD_SPECIALIZATIONS = 3
export const CONFETTI_PIECES = 300
export const MOBILE_BREAKPOINT_PX = 768

export const BRAND_NAME = 'GymBuddy'
