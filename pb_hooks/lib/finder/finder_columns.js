/// <reference path="../../pb_data/types.d.ts" />
// Columns of the finder's table `_finder_search` that a feature keeps in step with its own data
// (lib/finder/finder_free.js: the trainer's week and sessions; lib/attendance/reliability.js: their record). Each
// gives the UPDATE that fills them and the lower bound of the bookings it reads; this refreshes
// some rows or all. A first start runs the migrations that add the columns after the hooks load,
// so nothing is written until they exist.

/**
 * `column`: one of the feature's columns (to see whether they exist yet); `refresh(rows)`: the
 * UPDATE statement for the rows a WHERE clause names ('' for all); `since()`: the bound `{:since}`.
 */
function finderColumns(column, refresh, since) {
  const READY = 'gymbuddy.finderColumns.' + column

  function ready(app) {
    if (app.store().get(READY)) return true
    try {
      app.db().newQuery(`SELECT ${column} FROM _finder_search WHERE id = ''`).execute()
    } catch (_) {
      return false
    }
    app.store().set(READY, true)
    return true
  }

  /** Runs the feature's UPDATE for the rows `where` names ('' for every row). */
  function run(app, where, params) {
    if (!ready(app)) return
    const bound = Object.assign({ since: since() }, params || {})
    app.db().newQuery(refresh(where)).bind(bound).execute()
  }

  return {
    ready,
    run,
    /** These members' rows (a member without a row: nothing to do). */
    refreshRows(app, userIds) {
      const ids = userIds.filter(Boolean)
      if (ids.length > 0) {
        run(app, 'WHERE fr.id IN (SELECT value FROM json_each({:ids}))', {
          ids: JSON.stringify(ids),
        })
      }
    },
    refreshAll: (app) => run(app, ''),
  }
}

module.exports = { finderColumns }
