/// <reference path="../../pb_data/types.d.ts" />
// Consent on record: who agreed to what and when, in `consents` (written only here). Sign-up
// carries `acceptTerms: true`, a first fitness profile `healthConsent: true` (the input guard lets
// exactly these through on those creates); removing the profile withdraws the health consent; a
// member asked to accept newer terms answers through POST /api/gymbuddy/me/consents.
// The current versions are pb_hooks/lib/privacy/consent_versions.json, which the app reads too
// (src/content/consent-versions.ts). Tests: tests/consents.test.ts.
const VERSIONS = require(`${__hooks}/lib/privacy/consent_versions.json`)

/** The agreement each create must carry, keyed by collection (checked by the collection's hook). */
const AGREEMENTS = {
  users: {
    field: 'acceptTerms',
    kind: 'terms',
    code: 'validation_terms_required',
    message: 'Please accept the terms and conditions.',
  },
  client_profiles: {
    field: 'healthConsent',
    kind: 'health',
    code: 'validation_health_consent',
    message: 'Please agree to how your fitness profile is kept and shared.',
  },
}

function nowIso() {
  return new Date().toISOString()
}

/**
 * Whether the create's body agrees (`true`, nothing else). A member who does not is refused with
 * a 400 naming the field; a superuser (dashboard, seed, scripts) may create without agreeing.
 */
function checkAgreement(e, collection) {
  const agreement = AGREEMENTS[collection]
  const agreed = saidYes(e, agreement.field)
  if (!agreed && !e.hasSuperuserAuth()) {
    require(`${__hooks}/lib/platform/gymbuddy.js`).fail(
      agreement.field,
      agreement.code,
      agreement.message,
    )
  }
  return agreed
}

/** A new row: `user` agreed now to the current version of `kind`. */
function record(app, userId, kind) {
  const row = new Record(app.findCollectionByNameOrId('consents'))
  row.set('user', userId)
  row.set('kind', kind)
  row.set('version', VERSIONS[kind])
  row.set('acceptedAt', nowIso())
  app.save(row)
  return row
}

/** Marks the member's open rows of `kind` withdrawn now; returns how many. */
function withdraw(app, userId, kind) {
  const open = app.findRecordsByFilter(
    'consents',
    'user = {:user} && kind = {:kind} && withdrawnAt = ""',
    '',
    0,
    0,
    { user: userId, kind },
  )
  for (const row of open) {
    row.set('withdrawnAt', nowIso())
    app.save(row)
  }
  return open.length
}

/** The member's newest open row of `kind`, or null. */
function latest(app, userId, kind) {
  const rows = app.findRecordsByFilter(
    'consents',
    'user = {:user} && kind = {:kind} && withdrawnAt = ""',
    '-acceptedAt',
    1,
    0,
    { user: userId, kind },
  )
  return rows.length > 0 ? rows[0] : null
}

function answer(row) {
  return {
    kind: row.getString('kind'),
    version: row.getString('version'),
    acceptedAt: row.getString('acceptedAt'),
  }
}

/**
 * POST /api/gymbuddy/me/consents { kind: "terms", version }: the signed-in member accepts the
 * current terms (asked once after the version changes). Only the current version is taken;
 * accepting it twice answers the row already held.
 */
function acceptCurrent(e) {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const body = e.requestInfo().body || {}
  for (const key of Object.keys(body)) {
    if (key !== 'kind' && key !== 'version') {
      gb.fail('body', 'validation_unknown_field', 'Send only kind and version.')
    }
  }
  if (body.kind !== 'terms') {
    gb.fail('kind', 'validation_consent_kind', 'Only the terms can be accepted here.')
  }
  if (body.version !== VERSIONS.terms) {
    gb.fail('version', 'validation_consent_version', 'These are not the current terms.')
  }
  let row = null
  e.app.runInTransaction((txApp) => {
    const held = latest(txApp, e.auth.id, 'terms')
    row =
      held && held.getString('version') === VERSIONS.terms
        ? held
        : record(txApp, e.auth.id, 'terms')
  })
  return e.json(200, answer(row))
}

/** Whether the create's body said exactly `true` for this agreement field. */
function saidYes(e, field) {
  return (e.requestInfo().body || {})[field] === true
}

function requireTerms(e) {
  checkAgreement(e, 'users')
}

function requireHealthConsent(e) {
  checkAgreement(e, 'client_profiles')
}

function recordTerms(app, userId) {
  return record(app, userId, 'terms')
}

function recordHealth(app, userId) {
  return record(app, userId, 'health')
}

function withdrawHealth(app, userId) {
  return withdraw(app, userId, 'health')
}

module.exports = {
  saidYes,
  requireTerms,
  requireHealthConsent,
  recordTerms,
  recordHealth,
  withdrawHealth,
  acceptCurrent,
}
