/// <reference path="../../pb_data/types.d.ts" />
// A trainer's credentials (docs/trust-and-safety.md "Credentials"; schema in
// pb_migrations/1900002620_credentials.js), run by pb_hooks/credentials.pb.js:
// - a trainer adds and edits their own; the server keeps `status` (pending on create and whenever
//   what was checked changes), never the trainer;
// - an operator verifies or rejects (a note required) by setting `status` over the records API;
//   reviewedBy/reviewedAt are filled here, and the log row and the trainer's notice are written in
//   the change's transaction;
// - a cron warns the trainer 30 days before expiresAt and marks the credential expired when it
//   passes (both notices in-app: docs/decisions.md "Credential notices");
// - the finder reads "verified" and the badges with VERIFIED_NOW and BADGES (the same statements
//   as gym_buddies_view's, pb_migrations/1900002621_verified_coaches.js).
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { isOperator, logAction } = require(`${__hooks}/lib/safety/operators.js`)

const COLLECTION = 'credentials'
// A credential's own state, spelled like a booking's.
const EXPIRED = 'expired' // eslint-disable-line gymbuddy/no-status-literal
const SGT_OFFSET_MS = 8 * 3600 * 1000
const DAY_MS = 24 * 3600 * 1000
const WARN_DAYS = 30
const BATCH = 200
const MAX_NOTE = 500
/** The title a credential gets when the trainer leaves it empty. */
const DEFAULT_TITLES = { nrep: 'NREP registration', cpr_aed: 'CPR/AED certificate' }
/** Changing any of these sends a credential back to pending: it is no longer what was checked. */
const CHECKED_FIELDS = ['kind', 'title', 'number', 'issuer', 'expiresAt', 'document']
/** Fields only the server or an operator writes. */
const SERVER_FIELDS = ['status', 'reviewedBy', 'reviewedAt', 'note']
/** What no member but the trainer and operators reads on a credential. */
const PRIVATE_FIELDS = ['number', 'document', 'note', 'reviewedBy']

// A verified credential still valid (`c` a credentials row, `u` its trainer).
const VERIFIED_NOW = `c.trainer = u.id AND c.status = 'verified'
  AND (c.expiresAt = '' OR c.expiresAt > strftime('%Y-%m-%d %H:%M:%fZ', 'now'))`
// What the cards and the trainer page name: kind, title and expiry, NREP first.
const BADGES = `(SELECT json_group_array(json_object('kind', c.kind, 'title', c.title,
    'expiresAt', c.expiresAt))
  FROM (SELECT c.kind, c.title, c.expiresAt FROM credentials c WHERE ${VERIFIED_NOW}
    ORDER BY CASE c.kind WHEN 'nrep' THEN 0 WHEN 'cpr_aed' THEN 1 ELSE 2 END, c.title, c.id) c)`
const VERIFIED = `EXISTS (SELECT 1 FROM credentials c WHERE ${VERIFIED_NOW})`

function stored(date) {
  return date.toISOString().replace('T', ' ')
}

/** The last millisecond of the Singapore day holding the record's expiresAt (valid all that day). */
function endOfSgtDay(record) {
  const instant = gb.dateOf(record, 'expiresAt')
  if (!instant) return null
  const sgt = new Date(instant.getTime() + SGT_OFFSET_MS)
  const start = Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth(), sgt.getUTCDate())
  return new Date(start - SGT_OFFSET_MS + DAY_MS - 1)
}

/** Title, expiry and document of a trainer's create or edit; throws a 400 naming the field. */
function checkContent(record, expiryChanged) {
  const kind = record.getString('kind')
  const title = record.getString('title').trim()
  if (!title) {
    if (!DEFAULT_TITLES[kind]) {
      gb.fail('title', 'validation_required', 'Name the certificate (for example “ACE CPT”).')
    }
    record.set('title', DEFAULT_TITLES[kind])
  } else record.set('title', title)
  record.set('number', record.getString('number').trim())
  record.set('issuer', record.getString('issuer').trim())
  const raw = record.getString('expiresAt')
  if (!raw && kind === 'cpr_aed') {
    gb.fail('expiresAt', 'validation_required', 'A CPR/AED certificate needs its expiry date.')
  }
  if (raw && expiryChanged) {
    const end = endOfSgtDay(record)
    if (!end) gb.fail('expiresAt', 'validation_invalid_date', 'Give the expiry as a date.')
    if (end.getTime() <= Date.now()) {
      gb.fail(
        'expiresAt',
        'validation_credential_expired',
        'This date has passed: add the renewed certificate instead.',
      )
    }
    record.set('expiresAt', stored(end))
    record.set('expiryNoticeAt', '')
  }
  require(`${__hooks}/lib/safety/credential_document.js`).checkDocument(record)
}

/** POST by the trainer: what they checked, status forced to pending, nothing reviewed. */
function checkCreate(e) {
  const record = e.record
  record.set('status', 'pending')
  record.set('reviewedBy', '')
  record.set('reviewedAt', '')
  record.set('note', '')
  checkContent(record, true)
}

function changed(record, field) {
  if (field === 'document' && record.getUnsavedFiles('document').length > 0) return true
  return record.getString(field) !== record.original().getString(field)
}

/** An operator's review: status verified or rejected (with a note), nothing else. */
function checkReview(e) {
  const record = e.record
  for (const field of CHECKED_FIELDS.concat(['trainer', 'reviewedBy', 'reviewedAt'])) {
    if (changed(record, field)) {
      gb.fail(field, 'validation_not_allowed', 'Operators set only the status and the note.')
    }
  }
  const status = record.getString('status')
  if (status !== 'verified' && status !== 'rejected') {
    gb.fail('status', 'validation_invalid_value', 'Set the status to verified or rejected.')
  }
  const note = record.getString('note').trim()
  if (gb.charCount(note) > MAX_NOTE) {
    gb.fail('note', 'validation_too_long', `The note can be at most ${MAX_NOTE} characters.`)
  }
  if (status === 'rejected' && !note) {
    gb.fail('note', 'validation_required', 'Say why it was rejected: the trainer reads the note.')
  }
  const expiresAt = gb.dateOf(record, 'expiresAt')
  if (status === 'verified' && expiresAt && expiresAt.getTime() <= Date.now()) {
    gb.fail('status', 'validation_credential_expired', 'This credential has expired.')
  }
  record.set('note', note)
  record.set('reviewedBy', e.auth.id)
  record.set('reviewedAt', stored(new Date()))
}

/** PATCH: the trainer edits what they hold; an operator (not its trainer) reviews it. */
function checkUpdate(e) {
  const record = e.record
  const own = !!e.auth && e.auth.id === record.original().getString('trainer')
  if (!own && isOperator(e.auth)) return checkReview(e)
  for (const field of SERVER_FIELDS.concat(['trainer'])) {
    if (changed(record, field)) {
      gb.fail(field, 'validation_not_allowed', 'Only an operator changes this.')
    }
  }
  const edited = CHECKED_FIELDS.filter((field) => changed(record, field))
  if (edited.length === 0) return
  record.set('status', 'pending')
  record.set('reviewedBy', '')
  record.set('reviewedAt', '')
  record.set('note', '')
  checkContent(record, edited.indexOf('expiresAt') !== -1)
}

/** One notice to the trainer: the bell, and an email as the mail policy sends the server's news. */
function notify(app, credential, kind) {
  const row = new Record(app.findCollectionByNameOrId('notifications'))
  row.set('user', credential.getString('trainer'))
  row.set('kind', kind)
  row.set('datetime', credential.getString('expiresAt') || stored(new Date()))
  row.set('count', 1)
  row.set('emailStatus', 'pending')
  row.set('emailAttempts', 0)
  app.save(row)
}

/**
 * After a credential's save, in its transaction (`app`): an operator's verify or reject (from
 * status `from`) is logged and told to the trainer.
 */
function afterSave(app, record, from) {
  const status = record.getString('status')
  if (status === from) return
  if (status !== 'verified' && status !== 'rejected') return
  const operator = record.getString('reviewedBy')
  if (operator) {
    const action = status === 'verified' ? 'verify_credential' : 'reject_credential'
    const reason = record.getString('note') || `${record.getString('title')} checked`
    logAction(app, operator, action, record.getString('trainer'), record.id, reason)
  }
  notify(app, record, status === 'verified' ? 'credential_verified' : 'credential_rejected')
}

/** Hides what only the trainer and operators read from everyone else. */
function enrich(e) {
  const info = e.requestInfo
  const auth = info && info.auth ? info.auth : null
  const record = e.record
  if (auth && (auth.isSuperuser() || isOperator(auth))) return
  // The trainer reads their own, except who reviewed it (operators stay unnamed to members).
  if (auth && auth.id === record.getString('trainer')) record.hide('reviewedBy')
  else record.hide(...PRIVATE_FIELDS)
}

// Quoted text in a filter is a value, never a field ("note" may be what someone searches for).
const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g

/** Whether a list or subscription `query` reads a private field (filter or sort by it). */
function readsPrivateField(text) {
  const fields = text.replace(QUOTED, '""')
  return PRIVATE_FIELDS.concat(['expiryNoticeAt']).some((name) =>
    new RegExp(`(^|[^A-Za-z0-9_])${name}([^A-Za-z0-9_]|$)`).test(fields),
  )
}

/** A list's filter or sort may not probe the private fields unless the caller is an operator. */
function checkListQuery(e) {
  if (e.hasSuperuserAuth() || isOperator(e.auth)) return
  const query = e.requestInfo().query || {}
  for (const name of ['filter', 'sort']) {
    if (readsPrivateField(String(query[name] || ''))) {
      gb.fail(name, 'validation_private_field', 'Credentials are listed without private fields.')
    }
  }
}

/** The filter and sort texts of a topic's `options` (`credentials/*?options={"query":{...}}`). */
function subscriptionQueries(topic) {
  const texts = []
  for (const pair of topic.slice(topic.indexOf('?') + 1).split('&')) {
    const equals = pair.indexOf('=')
    const name = decodeURIComponent(
      (equals === -1 ? pair : pair.slice(0, equals)).replace(/\+/g, ' '),
    )
    if (name !== 'options') continue
    const options = JSON.parse(decodeURIComponent(pair.slice(equals + 1).replace(/\+/g, ' ')))
    for (const key of Object.keys(options || {})) {
      const query = options[key]
      if (key.toLowerCase() !== 'query' || !query || typeof query !== 'object') continue
      for (const field of Object.keys(query))
        if (['filter', 'sort'].indexOf(field.toLowerCase()) !== -1) texts.push(String(query[field]))
    }
  }
  return texts
}

/** The same for a live subscription's options (PocketBase applies their filter to each event). */
function checkSubscriptions(e) {
  if (e.hasSuperuserAuth() || isOperator(e.auth)) return
  for (const topic of e.subscriptions) {
    const text = String(topic)
    if (text.split('?')[0].split('/')[0] !== COLLECTION || text.indexOf('?') === -1) continue
    let texts
    try {
      texts = subscriptionQueries(text)
    } catch (_) {
      texts = null // options that cannot be read are refused (the app sends none)
    }
    if (!texts || texts.some(readsPrivateField)) {
      gb.fail(
        'options',
        'validation_private_field',
        'Credentials are listed without private fields.',
      )
    }
  }
}

function rowsOf(app, sql, params, shape) {
  const rows = arrayOf(new DynamicModel(shape))
  app.db().newQuery(sql).bind(params).all(rows)
  return rows
}

/**
 * The daily sweep (pb_hooks/credentials.pb.js): a verified credential expiring within 30 days warns
 * its trainer once; one whose expiresAt passed becomes `expired`, and its trainer is told.
 * Returns { warned, expired }.
 */
function sweep(app, now) {
  const at = stored(now)
  const soon = stored(new Date(now.getTime() + WARN_DAYS * DAY_MS))
  const expiring = rowsOf(
    app,
    `SELECT id FROM credentials WHERE status = 'verified' AND expiresAt != ''
      AND expiresAt > {:now} AND expiresAt <= {:soon} AND expiryNoticeAt = '' LIMIT {:limit}`,
    { now: at, soon, limit: BATCH },
    { id: '' },
  )
  for (const row of expiring) {
    app.runInTransaction((txApp) => {
      const credential = txApp.findRecordById(COLLECTION, row.id)
      // Read again inside the lock: a sweep started by hand may overlap the hourly one.
      if (credential.getString('expiryNoticeAt')) return
      credential.set('expiryNoticeAt', at)
      txApp.save(credential)
      notify(txApp, credential, 'credential_expiring')
    })
  }
  const passed = rowsOf(
    app,
    `SELECT id FROM credentials WHERE status IN ('verified', 'pending') AND expiresAt != ''
      AND expiresAt <= {:now} LIMIT {:limit}`,
    { now: at, limit: BATCH },
    { id: '' },
  )
  for (const row of passed) {
    app.runInTransaction((txApp) => {
      const credential = txApp.findRecordById(COLLECTION, row.id)
      if (credential.getString('status') === EXPIRED) return
      credential.set('status', EXPIRED)
      txApp.save(credential)
      notify(txApp, credential, 'credential_expired')
    })
  }
  return { warned: expiring.length, expired: passed.length }
}

module.exports = {
  VERIFIED,
  BADGES,
  checkCreate,
  checkUpdate,
  afterSave,
  enrich,
  checkListQuery,
  checkSubscriptions,
  sweep,
}
