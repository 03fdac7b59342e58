/// <reference path="../../pb_data/types.d.ts" />
// "Recommended for you": GET /api/gymbuddy/recommendations
// answers the signed-in member's client profile and the trainers that can be among its picks, as
// the finder route's rows. The browser ranks them with recommendTrainers
// (src/features/finder/recommend-trainers.ts), which gives the same picks as over every trainer:
// here each trainer is scored by that ranking's numeric part (goals matched, same region, suited
// experience, rating, review count) and every trainer at least as good as the 7th is answered,
// ties included, since the last tie-break (names by localeCompare) is not SQLite's collation.

const { ROW_JSON, rowParams } = require(`${__hooks}/lib/finder_search.js`)
const index = require(`${__hooks}/lib/finder_index.js`)
const { keptAnswers } = require(`${__hooks}/lib/kept_answers.js`)

// The tables of src/content/recommendations.ts and src/content/options.ts, kept equal by
// tests/recommendations-route.test.ts.
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
const MAX_RECOMMENDED = 6
// Candidates are chosen over every trainer, the member included, down to the 7th best: without
// the member, whoever they are, the 6th best and its ties are still among them. So one answer
// serves every member with the same wishes (the cache below).
const DEPTH = MAX_RECOMMENDED + 1
// The most trainers answered: the ones better than the 7th plus its ties. More ties than this
// (many trainers alike to the last review) are cut by SQLite's NOCASE name order, where the
// browser's localeCompare may differ: the picks can then differ from the whole list's.
const MAX_CANDIDATES = 100

/** The client's known goals, as recommendTrainers reads them: trimmed, any case, once each. */
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

/**
 * The scoring's SQL over `_finder_search rf` (lower-cased specializations framed by SEP, as
 * toFinderEntry lower-cases them) and its parameters: `goals` counts the goals matched, `region`
 * and `suited` are 0 or 1, `goalCount` is the most goals a trainer can match.
 */
function scoring(wishes) {
  const params = { region: (wishes.preferredLocation || '').toLowerCase() }
  const goals = knownGoals(wishes.fitnessGoals).map((goal, g) => {
    const specs = GOAL_SPECIALIZATIONS[goal].map((spec, s) => {
      params[`g${g}s${s}`] = index.SEP + spec.toLowerCase() + index.SEP
      return `instr(rf.specs, {:g${g}s${s}}) > 0`
    })
    return `(${specs.join(' OR ')})`
  })
  const minimum = SUITED_MIN_EXPERIENCE[wishes.experienceLevel]
  const suitedLevels = minimum === undefined ? [] : TRAINER_EXPERIENCE_LEVELS.slice(minimum)
  const levels = suitedLevels.map((level, k) => {
    params[`level${k}`] = level
    return `{:level${k}}`
  })
  return {
    goals: goals.length ? goals.join(' + ') : '0',
    goalCount: goals.length,
    // Locations are a select: the stored values differ by more than case.
    region: params.region ? 'rf.location = {:region}' : '0',
    suited: levels.length ? `rf.level IN (${levels.join(', ')})` : '0',
    params,
  }
}

// A trainer with a profile. The member is left out after (see DEPTH).
const OTHERS = "rf.level != ''"

/** The DEPTH-th best (goals, region, suited) of the trainers matching a goal or the region. */
function cutTier(app, score, params) {
  const tiers = arrayOf(new DynamicModel({ g: 0, r: 0, x: 0 }))
  app
    .db()
    .newQuery(
      `SELECT g, r, x FROM (SELECT ${score.goals} AS g, ${score.region} AS r, ${score.suited} AS x
        FROM _finder_search rf WHERE ${OTHERS}) WHERE g > 0 OR r = 1
      ORDER BY g DESC, r DESC, x DESC LIMIT 1 OFFSET {:nth}`,
    )
    .bind(Object.assign({ nth: DEPTH - 1 }, params))
    .all(tiers)
  // Fewer match: all of them are candidates.
  return tiers.length ? { g: tiers[0].g, r: tiers[0].r, x: tiers[0].x } : null
}

/** SQL keeping the trainers at least as good as `tier` on (goals, region, suited). */
function atLeast(score, tier) {
  if (!tier) return `(${score.region} = 1 OR ${score.goals} > 0)`
  // Region and experience first: cheap, and they rule out most trainers before the goals.
  const regionAndLevel = tier.r
    ? `${score.region} = 1${tier.x ? ` AND ${score.suited} = 1` : ''}`
    : tier.x
      ? `(${score.region} = 1 OR ${score.suited} = 1)`
      : '1'
  const sameGoals = `${regionAndLevel} AND ${score.goals} = ${tier.g}`
  return tier.g < score.goalCount ? `(${score.goals} > ${tier.g} OR (${sameGoals}))` : sameGoals
}

const FULL_KEY = 'g DESC, r DESC, x DESC, avg DESC, n DESC'

// The trainers at least as good as the DEPTH-th on (goals, region, suited), with their stored
// ratings (the finder's rows' values, kept by lib/finder_index.js); those at least as good as the
// DEPTH-th on the whole key, as the finder's rows.
const CANDIDATES_SQL = (score, tier) => `WITH rated AS MATERIALIZED (
  SELECT rf.id AS id, rf.name AS name, ${score.goals} AS g, ${score.region} AS r,
    ${score.suited} AS x, rf.ratingAvg AS avg, rf.ratingCount AS n
  FROM _finder_search rf WHERE ${OTHERS} AND ${atLeast(score, tier)}),
cut AS (SELECT g, r, x, avg, n FROM rated ORDER BY ${FULL_KEY} LIMIT 1 OFFSET {:nth}),
picked AS (
  SELECT rated.id FROM rated
  WHERE NOT EXISTS (SELECT 1 FROM cut)
    OR (rated.g, rated.r, rated.x, rated.avg, rated.n) >= (SELECT g, r, x, avg, n FROM cut)
  ORDER BY ${FULL_KEY}, rated.name COLLATE NOCASE, rated.id LIMIT {:cap})
SELECT COALESCE(json_group_array(${ROW_JSON}), '[]') AS v, (SELECT COUNT(*) FROM rated) AS rated
FROM picked JOIN users u ON u.id = picked.id LEFT JOIN trainer_profiles tp ON tp.id = u.trainer_profile`

/** The candidates' rows (JSON text) and how many trainers were rated. */
function candidates(app, score, tier, params) {
  const answer = new DynamicModel({ v: '', rated: 0 })
  app
    .db()
    .newQuery(CANDIDATES_SQL(score, tier))
    .bind(Object.assign({ nth: DEPTH - 1, cap: MAX_CANDIDATES }, rowParams(app), params))
    .one(answer)
  return answer
}

/** The member's own client profile: what recommendTrainers calls the wishes; null when none. */
function clientWishes(app, userId) {
  const rows = arrayOf(
    new DynamicModel({ fitnessGoals: '', experienceLevel: '', preferredLocation: '' }),
  )
  app
    .db()
    .newQuery(
      'SELECT CAST(fitnessGoals AS TEXT) AS fitnessGoals, experienceLevel, preferredLocation ' +
        'FROM client_profiles WHERE user = {:user} LIMIT 1',
    )
    .bind({ user: userId })
    .all(rows)
  if (!rows.length) return null
  const row = rows[0]
  let fitnessGoals = []
  try {
    fitnessGoals = JSON.parse(row.fitnessGoals || 'null')
  } catch (_) {
    fitnessGoals = []
  }
  return {
    fitnessGoals: Array.isArray(fitnessGoals) ? fitnessGoals : [],
    experienceLevel: row.experienceLevel,
    preferredLocation: row.preferredLocation,
  }
}

/** The candidates' rows for these wishes (JSON text): the best tier tried first, it costs one
 * pass over the trainers (most often DEPTH or more match every goal, in the region, suited). */
function candidateRows(app, score) {
  const params = score.params
  const best = { g: score.goalCount, r: 1, x: 1 }
  let answer = candidates(app, score, best, params)
  if (answer.rated < DEPTH) answer = candidates(app, score, cutTier(app, score, params), params)
  return answer.v
}

// Answers per wishes, shared by all members with the same ones (lib/kept_answers.js): clear()
// (every committed change of a trainer's users row, trainer_profiles or reviews,
// recommendations.pb.js) makes them unreachable. At most 4 MB.
const answers = keptAnswers('gymbuddy.recommendations.', { maxBytes: 4 * 1024 * 1024 })

/** The wishes as far as they change the candidates. */
function cacheKey(wishes) {
  return JSON.stringify([
    knownGoals(wishes.fitnessGoals).sort(),
    (wishes.preferredLocation || '').toLowerCase(),
    SUITED_MIN_EXPERIENCE[wishes.experienceLevel] === undefined
      ? -1
      : SUITED_MIN_EXPERIENCE[wishes.experienceLevel],
  ])
}

function cachedRows(app, wishes) {
  const key = answers.keyOf(cacheKey(wishes))
  const kept = answers.get(key)
  if (kept) return kept
  const rows = candidateRows(app, scoring(wishes))
  answers.keep(key, rows, rows.length)
  return rows
}

const clear = answers.clear

/** clear() after a committed change of `record`, unless it is a users row that neither is nor was
 * a trainer's (a superuser may change the type): only trainers' rows are in answers. */
function clearAfter(record) {
  const isUser = record.collection().name === 'users'
  const wasTrainer = (row) => row.getString('userType') === 'trainer'
  if (isUser && !wasTrainer(record) && !wasTrainer(record.original())) return
  clear()
}

/** GET /api/gymbuddy/recommendations: { profile: wishes | null, items: finder rows }. */
function recommendations(e) {
  const me = e.auth.id
  const wishes = clientWishes(e.app, me)
  if (!wishes) return e.json(200, { profile: null, items: [] })
  const items = JSON.parse(cachedRows(e.app, wishes)).filter((row) => row.id !== me)
  return e.blob(200, 'application/json', JSON.stringify({ profile: wishes, items: items }))
}

module.exports = {
  recommendations,
  clearAfter,
  GOAL_SPECIALIZATIONS,
  SUITED_MIN_EXPERIENCE,
  TRAINER_EXPERIENCE_LEVELS,
  MAX_RECOMMENDED,
}
