/// <reference path="../pb_data/types.d.ts" />
// "Recommended for you" (pb_hooks/lib/finder/recommendations.js): GET /api/gymbuddy/recommendations
// answers the signed-in member's picks for their own client profile, best first, as the finder
// route's rows each with its reason. Signed-in members only.
// Its candidates per wishes are kept until a committed change of what they read (the trainers'
// users rows, trainer_profiles, reviews: pb_hooks/trainer_answers.pb.js). Other members' users
// rows are never in an answer.

routerAdd(
  'GET',
  '/api/gymbuddy/recommendations',
  (e) => require(`${__hooks}/lib/finder/recommendations.js`).recommendations(e),
  $apis.requireAuth('users'),
)
