/// <reference path="../pb_data/types.d.ts" />
// The member's weekly goal (sessions a week) for the dashboard's Weekly Progress.
// 0 means "not set" (number fields cannot hold null): the dashboard then uses 3. Only the member
// changes it (users' update rule: id = @request.auth.id); pb_hooks/dashboard.pb.js keeps it 1–14.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.fields.add(
      new NumberField({ name: 'weeklyGoal', onlyInt: true, min: 0, max: 14, required: false }),
    )
    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.fields.removeByName('weeklyGoal')
    app.save(users)
  },
)
