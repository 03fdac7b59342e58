/// <reference path="../pb_data/types.d.ts" />
// Bounded input: the budget ceiling matches the client profile form (LIMITS.budgetMax
// in src/content/constants.ts): 100 000 SGD a session is already far beyond any real budget.
// Every other text, list and number bound is set by 1700000001_init.js and pb_hooks; the
// bad-input sweep (tests/bad-input.test.ts) checks server and form limits agree.
const BUDGET_MAX = 100000

migrate(
  (app) => {
    const profiles = app.findCollectionByNameOrId('client_profiles')
    profiles.fields.getByName('budget').max = BUDGET_MAX
    app.save(profiles)
  },
  (app) => {
    const profiles = app.findCollectionByNameOrId('client_profiles')
    profiles.fields.getByName('budget').max = 1000000
    app.save(profiles)
  },
)
