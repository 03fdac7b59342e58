// "Recommended for you": which trainer specializations serve each client goal, and
// which trainer experience suits each client level. One table each, covering every option of
// the spec (src/content/options.ts); the unit tests check the coverage.
import type { CLIENT_EXPERIENCE_LEVELS, CLIENT_GOALS, TRAINER_SPECIALIZATIONS } from '@/content/options'

type Goal = (typeof CLIENT_GOALS)[number]
type Specialization = (typeof TRAINER_SPECIALIZATIONS)[number]
type ClientLevel = (typeof CLIENT_EXPERIENCE_LEVELS)[number]

export const GOAL_SPECIALIZATIONS: Record<Goal, readonly Specialization[]> = {
  'Weight Loss': ['Cardio', 'Running', 'Swimming', 'CrossFit', 'Cycling', 'Nutrition'],
  'Muscle Gain': ['Weights', 'CrossFit', 'Nutrition'],
  'Strength Training': ['Weights', 'CrossFit', 'Boxing'],
  'Cardio Fitness': ['Cardio', 'Running', 'Cycling', 'Swimming', 'Boxing'],
  Flexibility: ['Yoga', 'Pilates', 'Dance', 'Martial Arts'],
  'Sports Performance': ['CrossFit', 'Running', 'Weights', 'Martial Arts'],
  Rehabilitation: ['Pilates', 'Swimming', 'Yoga'],
  'General Fitness': ['Cardio', 'Weights', 'CrossFit', 'Dance'],
  'Body Toning': ['Pilates', 'Weights', 'Dance', 'Boxing'],
  Endurance: ['Running', 'Cycling', 'Swimming', 'Cardio'],
  'Stress Relief': ['Yoga', 'Pilates', 'Martial Arts', 'Dance'],
  'Posture Improvement': ['Pilates', 'Yoga'],
}

/** The least trainer experience (an index into TRAINER_EXPERIENCE_LEVELS) suited to a level. */
export const SUITED_MIN_EXPERIENCE: Record<ClientLevel, number> = {
  'Complete Beginner': 0,
  Beginner: 0,
  Intermediate: 2,
  Advanced: 3,
  Expert: 3,
}

/** How many trainers "Recommended for you" shows at most. */
export const MAX_RECOMMENDED = 6
