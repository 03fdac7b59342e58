/// <reference path="../../pb_data/types.d.ts" />
// "Recommended for you": which trainers suit a client profile, in which order, and why in words.
// Order: goals matched, same region, experience suited to the client's level, rating, reviews,
// then name (localeCompare, as the browser sorted it before the server did) and id. The route
// (lib/finder/recommendations.js) hands pickTrainers the candidates and answers its picks as they are.

// Which trainer specializations serve each client goal, and which trainer experience suits each
// client level; tests/recommendations-route.test.ts checks they cover every option of
// src/content/options.ts.
const GOAL_SPECIALIZATIONS = {
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
const SUITED_MIN_EXPERIENCE = {
  'Complete Beginner': 0,
  Beginner: 0,
  Intermediate: 2,
  Advanced: 3,
  Expert: 3,
}
const TRAINER_EXPERIENCE_LEVELS = [
  'Less than 1 year',
  '1-2 years',
  '3-5 years',
  '6-10 years',
  'More than 10 years',
]
/** How many trainers "Recommended for you" shows at most. */
const MAX_RECOMMENDED = 6

/** The least suited experience for a client level, or undefined for an unknown one. */
function suitedMinimum(clientLevel) {
  return Object.prototype.hasOwnProperty.call(SUITED_MIN_EXPERIENCE, clientLevel)
    ? SUITED_MIN_EXPERIENCE[clientLevel]
    : undefined
}

/** The client's known goals: trimmed, any case, once each, in the order typed. */
function knownGoals(fitnessGoals) {
  const byLower = {}
  for (const goal of Object.keys(GOAL_SPECIALIZATIONS)) byLower[goal.toLowerCase()] = goal
  const goals = []
  for (const typed of Array.isArray(fitnessGoals) ? fitnessGoals : []) {
    if (typeof typed !== 'string') continue
    const goal = byLower[typed.trim().toLowerCase()]
    if (goal && goals.indexOf(goal) < 0) goals.push(goal)
  }
  return goals
}

/** A row's specializations as a list: stored as a list, or as the form's raw comma text. */
function specializationsOf(value) {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return items
    .filter((item) => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** Each known goal the trainer serves, with the trainer's own specializations that serve it. */
function goalMatches(goals, row) {
  const specs = specializationsOf(row.specializations)
  const matches = []
  for (const goal of goals) {
    const serving = GOAL_SPECIALIZATIONS[goal].map((spec) => spec.toLowerCase())
    const specializations = specs.filter((spec) => serving.indexOf(spec.toLowerCase()) >= 0)
    if (specializations.length) matches.push({ goal, specializations })
  }
  return matches
}

/** e.g. "For your Weight Loss goal: Cardio, Running. Also trains in Central". */
function reasonOf(matches, region) {
  const goals = matches
    .map(
      (m, i) => `${i === 0 ? 'For' : 'for'} your ${m.goal} goal: ${m.specializations.join(', ')}`,
    )
    .join('; ')
  if (!region) return goals
  return goals ? `${goals}. Also trains in ${region}` : `Trains in your region, ${region}`
}

function compare(a, b) {
  return (
    b.matches.length - a.matches.length ||
    Number(b.sameRegion) - Number(a.sameRegion) ||
    Number(b.suited) - Number(a.suited) ||
    (b.row.ratingAvg || 0) - (a.row.ratingAvg || 0) ||
    (b.row.ratingCount || 0) - (a.row.ratingCount || 0) ||
    a.name.localeCompare(b.name) ||
    a.row.id.localeCompare(b.row.id)
  )
}

/**
 * Up to MAX_RECOMMENDED of `rows` (the finder's rows) that have a trainer profile and match a goal
 * or the region, best first, each with its `reason`. `selfId` is never recommended to themself.
 */
function pickTrainers(rows, wishes, selfId) {
  const goals = knownGoals(wishes.fitnessGoals)
  const region = wishes.preferredLocation || ''
  const minimum = suitedMinimum(wishes.experienceLevel)
  const scored = []
  for (const row of rows) {
    // experienceLevel is required on a profile: empty means the row has none.
    if (!row.trainer_profile || !row.experienceLevel || row.id === selfId) continue
    const matches = goalMatches(goals, row)
    const sameRegion = region !== '' && row.preferredLocation === region
    if (!matches.length && !sameRegion) continue
    const level = TRAINER_EXPERIENCE_LEVELS.indexOf(row.experienceLevel)
    const suited = minimum !== undefined && level >= minimum
    scored.push({ row, matches, sameRegion, suited, name: row.name || row.email || '' })
  }
  return scored
    .sort(compare)
    .slice(0, MAX_RECOMMENDED)
    .map((item) =>
      Object.assign({}, item.row, {
        reason: reasonOf(item.matches, item.sameRegion ? region : null),
      }),
    )
}

module.exports = {
  pickTrainers,
  knownGoals,
  suitedMinimum,
  GOAL_SPECIALIZATIONS,
  SUITED_MIN_EXPERIENCE,
  TRAINER_EXPERIENCE_LEVELS,
  MAX_RECOMMENDED,
}
