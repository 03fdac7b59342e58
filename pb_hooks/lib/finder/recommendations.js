/// <reference path="../../pb_data/types.d.ts" />
// "Recommended for you": GET /api/gymbuddy/recommendations answers the signed-in member's picks
// for their own client profile, best first, each with its reason (lib/finder/recommendation_picks.js).
// SQL narrows the trainers to the candidates: each trainer is scored by the ranking's numeric part
// (goals matched, same region, suited experience, rating, review count) and every trainer at least
// as good as the 7th is kept, ties included, since the last tie-break (names by localeCompare) is
// not SQLite's collation; pickTrainers orders those and words the reasons.

const { ROW_JSON, rowParams } = require(`${__hooks}/lib/finder/finder_search.js`)
const index = require(`${__hooks}/lib/finder/finder_index.js`)
const { keptAnswers } = require(`${__hooks}/lib/platform/kept_answers.js`)
const {
  pickTrainers,
  knownGoals,
  suitedMinimum,
  GOAL_SPECIALIZATIONS,
  TRAINER_EXPERIENCE_LEVELS,
  MAX_RECOMMENDED,
} = require(`${__hooks}/lib/finder/recommendation_picks.js`)

// Candidates are chosen over every trainer, the member included, down to the 7th best: without
// the member, whoever they are, the 6th best and its ties are still among them. So one answer
// serves every member with the same wishes (the cache below).
const DEPTH = MAX_RECOMMENDED + 1
// The most trainers answered: the ones better than the 7th plus its ties. More ties than this
// (many trainers alike to the last review) are cut by SQLite's NOCASE name order, where
// localeCompare may differ: the picks can then differ from the whole list's.
const MAX_CANDIDATES = 100

/**
 * The scoring's SQL over `_finder_search rf` (lower-cased specializations framed by SEP, as
 * pickTrainers compares them in any case) and its parameters: `goals` counts the goals matched, `region`
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
  const minimum = suitedMinimum(wishes.experienceLevel)
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
// ratings (the finder's rows' values, kept by lib/finder/finder_index.js); those at least as good as the
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

/** The member's own client profile: what pickTrainers calls the wishes; null when none. */
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

// Answers per wishes, shared by all members with the same ones (lib/platform/kept_answers.js): clear()
// (every committed change of a trainer's users row, trainer_profiles or reviews,
// recommendations.pb.js) makes them unreachable. At most 4 MB.
const answers = keptAnswers('gymbuddy.recommendations.', { maxBytes: 4 * 1024 * 1024 })

/** The wishes as far as they change the candidates. */
function cacheKey(wishes) {
  const minimum = suitedMinimum(wishes.experienceLevel)
  return JSON.stringify([
    knownGoals(wishes.fitnessGoals).sort(),
    (wishes.preferredLocation || '').toLowerCase(),
    minimum === undefined ? -1 : minimum,
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

/** Forgets every kept candidate list (lib/finder/trainer_answers.js calls it after a change). */
const clear = answers.clear

/** GET /api/gymbuddy/recommendations: { items: the picks, finder rows each with its `reason` }. */
function recommendations(e) {
  const me = e.auth.id
  const wishes = clientWishes(e.app, me)
  if (!wishes) return e.json(200, { items: [] })
  // Trainers the member blocked are never picked (the kept candidates are shared by everyone).
  const blocked = require(`${__hooks}/lib/safety/blocks.js`).blockedBy(e.app, me)
  const rows = JSON.parse(cachedRows(e.app, wishes)).filter((row) => blocked.indexOf(row.id) < 0)
  const items = pickTrainers(rows, wishes, me)
  return e.blob(200, 'application/json', JSON.stringify({ items: items }))
}

module.exports = { recommendations, clear }
