/// <reference path="../../pb_data/types.d.ts" />
// Deleted is gone from the disk too: SQLite leaves a deleted row's bytes in free pages of data.db
// and in old frames of data.db-wal until they are reused. The scrub moves every committed page into
// data.db, rebuilds the file from its live rows only (VACUUM writes fresh pages; the free ones
// are cut off) and empties the WAL. Run nightly before the backup and before every backup
// (pb_hooks/database_scrub.pb.js), so no backup holds a deleted member's bytes.
// docs/capacity.md has its cost at Singapore size.

const CHECKPOINT_TRIES = 5

/** PRAGMA wal_checkpoint(TRUNCATE); true once the WAL was emptied (no reader held it). */
function checkpoint(db) {
  const result = new DynamicModel({ busy: 0, log: 0, checkpointed: 0 })
  db.newQuery('PRAGMA wal_checkpoint(TRUNCATE)').one(result)
  return result.busy === 0
}

function checkpointUntilEmpty(app, db) {
  for (let k = 1; k <= CHECKPOINT_TRIES; k++) {
    if (checkpoint(db)) return true
    sleep(200 * k)
  }
  app.logger().warn('database scrub: a reader kept the WAL; its old frames stay until tomorrow')
  return false
}

/** Rewrites data.db from its live rows and empties data.db-wal; returns what it did and took. */
function scrub(app) {
  const started = Date.now()
  // The single writer connection: the scrub waits for writes in flight instead of failing busy.
  const db = app.nonconcurrentDB()
  checkpointUntilEmpty(app, db)
  db.newQuery('VACUUM').execute()
  const emptied = checkpointUntilEmpty(app, db)
  const ms = Date.now() - started
  app.logger().info('database scrub', 'ms', ms, 'walEmptied', emptied)
  return { ms: ms, walEmptied: emptied }
}

module.exports = { scrub }
