/// <reference path="../../pb_data/types.d.ts" />
// Answers kept about the public trainers: the visitor list of gym_buddies_view
// (lib/finder/buddies_cache.js) and the recommendation candidates (lib/finder/recommendations.js). Both read
// only the trainers' users rows, their trainer_profiles, reviews and credentials, so a committed
// change of one of those forgets both (pb_hooks/trainer_answers.pb.js).

/** After a committed change of `record`: forgets both, unless it is a users row that neither is
 * nor was a trainer's (a superuser may change the type): only trainers' rows are in answers. */
function clearAfter(record) {
  const isUser = record.collection().name === 'users'
  const wasTrainer = (row) => row.getString('userType') === 'trainer'
  if (isUser && !wasTrainer(record) && !wasTrainer(record.original())) return
  clearAll()
}

/** Forgets both (a schema or rule change can change what either shows). */
function clearAll() {
  require(`${__hooks}/lib/finder/buddies_cache.js`).clear()
  require(`${__hooks}/lib/finder/recommendations.js`).clear()
}

module.exports = { clearAfter, clearAll }
