// Option lists of the spec. The finder's filters offer what a trainer can actually hold
// (the trainer form's lists), so every choice can match a card.

export const TRAINER_EXPERIENCE_LEVELS = [
  'Less than 1 year',
  '1-2 years',
  '3-5 years',
  '6-10 years',
  'More than 10 years',
] as const

export const CLIENT_EXPERIENCE_LEVELS = [
  'Complete Beginner',
  'Beginner',
  'Intermediate',
  'Advanced',
  'Expert',
] as const

export const LOCATIONS = [
  'Central',
  'North',
  'South',
  'East',
  'West',
  'Northeast',
  'Northwest',
  'Southeast',
  'Southwest',
] as const

export const TRAINER_SPECIALIZATIONS = [
  'Weights',
  'Cardio',
  'Yoga',
  'Pilates',
  'CrossFit',
  'Boxing',
  'Swimming',
  'Running',
  'Cycling',
  'Martial Arts',
  'Dance',
  'Nutrition',
] as const
/** The first six suggestions are shown as Popular. */
export const POPULAR_SPECIALIZATIONS = TRAINER_SPECIALIZATIONS.slice(0, 6)

export const CLIENT_GOALS = [
  'Weight Loss',
  'Muscle Gain',
  'Strength Training',
  'Cardio Fitness',
  'Flexibility',
  'Sports Performance',
  'Rehabilitation',
  'General Fitness',
  'Body Toning',
  'Endurance',
  'Stress Relief',
  'Posture Improvement',
] as const
export const DEFAULT_CLIENT_GOAL = 'Weight Loss'
export const POPULAR_CLIENT_GOALS = CLIENT_GOALS.slice(0, 6)

/** The experience filter: the levels trainers pick in their profile form. @alias */
export const FINDER_EXPERIENCE_LEVELS = TRAINER_EXPERIENCE_LEVELS
/** The specialization filter: every specialization the trainer form offers. @alias */
export const FINDER_SPECIALIZATIONS = TRAINER_SPECIALIZATIONS
