/// <reference path="../pb_data/types.d.ts" />
// The finder searches on the server (GET /api/gymbuddy/finder, pb_hooks/finder.pb.js).
// `_finder_search` is a plain SQLite table, not a collection (no API reaches it): one row per
// trainer with the lower-cased texts the finder's filters read, lower-cased by JavaScript's
// toLowerCase in the hooks (SQLite's lower() folds ASCII only, so "É" would not match "é").
// Kept in step by the hooks inside each save's transaction, and refilled at start when its row
// count differs from the trainers' (data written by raw SQL, e.g. the scale seeder).
// specs: each specialization lower-cased, framed by U+001F ("\u001fyoga\u001fpilates\u001f").

// Stored in the finder's order (name, then id: the primary key of a WITHOUT ROWID table), so a
// page reads the rows in order and stops once it is full, and a count reads one compact b-tree.
const TABLE = `CREATE TABLE IF NOT EXISTS _finder_search (
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  nameEmail TEXT NOT NULL,
  specs TEXT NOT NULL,
  location TEXT NOT NULL,
  level TEXT NOT NULL,
  PRIMARY KEY (name, id)
) WITHOUT ROWID`

const INDEXES = [
  // One row per trainer; the hooks replace and delete by id.
  'CREATE UNIQUE INDEX IF NOT EXISTS idx_finder_search_id ON _finder_search (id)',
  // Experience level is an exact match: its trainers, still in order (the key follows).
  'CREATE INDEX IF NOT EXISTS idx_finder_search_level ON _finder_search (level)',
]

migrate(
  (app) => {
    app.db().newQuery(TABLE).execute()
    for (const sql of INDEXES) app.db().newQuery(sql).execute()
  },
  (app) => {
    app.db().newQuery('DROP TABLE IF EXISTS _finder_search').execute()
  },
)
