/// <reference path="../../pb_data/types.d.ts" />
// Who runs the marketplace and the log of what they did (docs/trust-and-safety.md). An operator
// is a member whose hidden `users.operator` is true (only superusers set it); every operator
// decision writes one append-only `operator_actions` row in the same transaction as the change.

/** True when the request's signed-in member is an operator. */
function isOperator(auth) {
  return !!auth && auth.collection().name === 'users' && auth.getBool('operator')
}

/**
 * The 404 every non-operator gets from an operator route: the very answer of a path no route
 * claims (api_not_found.pb.js for GET, PocketBase's own for other methods).
 */
function requireOperator(e) {
  if (isOperator(e.auth)) return
  throw new NotFoundError(
    e.request.method === 'GET'
      ? 'There is no API route at this path.'
      : "The requested resource wasn't found.",
  )
}

/**
 * Appends one `operator_actions` row with `app` (pass the transaction's app so the log and the
 * change it records commit together): `action` by `operatorId` on member `targetId` (may be empty)
 * and record `recordId`, with the operator's `reason`.
 */
function logAction(app, operatorId, action, targetId, recordId, reason) {
  const row = new Record(app.findCollectionByNameOrId('operator_actions'))
  row.set('operator', operatorId)
  row.set('action', action)
  row.set('target', targetId || '')
  row.set('record', recordId || '')
  row.set('reason', reason)
  app.save(row)
  return row
}

module.exports = { isOperator, requireOperator, logAction }
