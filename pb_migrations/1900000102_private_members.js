/// <reference path="../pb_data/types.d.ts" />
// A member views another user's name and email by id only when that user is
// themselves, a contact (a chat or a booking in common, contacts_view) or a trainer (trainers are
// public in the finder anyway). Trainer profiles are public only while their owner is a trainer:
// a profile saved by someone who is not (older data) stays visible to its owner alone.
const SIGNED_IN = '@request.auth.id != ""'
const CONTACT =
  '(@collection.contacts_view.owner ?= @request.auth.id && @collection.contacts_view.party ?= id)'
const TRAINER =
  '(@collection.users:trainer.id ?= id && @collection.users:trainer.userType ?= "trainer")'
const OWN_OR_TRAINER = `user.userType = "trainer" || (${SIGNED_IN} && user = @request.auth.id)`

migrate(
  (app) => {
    const usersView = app.findCollectionByNameOrId('users_view')
    usersView.viewRule = `${SIGNED_IN} && (id = @request.auth.id || ${CONTACT} || ${TRAINER})`
    app.save(usersView)
    const profiles = app.findCollectionByNameOrId('trainer_profiles')
    profiles.listRule = OWN_OR_TRAINER
    profiles.viewRule = OWN_OR_TRAINER
    app.save(profiles)
  },
  (app) => {
    const usersView = app.findCollectionByNameOrId('users_view')
    usersView.viewRule = SIGNED_IN
    app.save(usersView)
    const profiles = app.findCollectionByNameOrId('trainer_profiles')
    profiles.listRule = ''
    profiles.viewRule = ''
    app.save(profiles)
  },
)
