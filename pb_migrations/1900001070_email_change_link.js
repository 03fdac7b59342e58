/// <reference path="../pb_data/types.d.ts" />
// The email-change mail links into the app's own page (/confirm-email-change/:token, where the
// member confirms with their password), as the reset and verification mails already do, not into
// the superuser dashboard.

const OUR_LINK = '{APP_URL}/confirm-email-change/{TOKEN}'
const PB_LINK = '{APP_URL}/_/#/auth/confirm-email-change/{TOKEN}'

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.confirmEmailChangeTemplate.body = users.confirmEmailChangeTemplate.body
      .split(PB_LINK)
      .join(OUR_LINK)
    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.confirmEmailChangeTemplate.body = users.confirmEmailChangeTemplate.body
      .split(OUR_LINK)
      .join(PB_LINK)
    app.save(users)
  },
)
