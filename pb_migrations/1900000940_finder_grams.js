/// <reference path="../pb_data/types.d.ts" />
// The finder's "contains" search by index. `_finder_grams` holds, per trainer, every
// distinct 1-, 2- and 3-character piece of the lower-cased texts `_finder_search` keeps (name and
// shown email, framed specializations), in the finder's order (gram, then name, then id). A search
// of 1-3 characters is one range of it (exact: the piece is there or not); a longer one reads the
// range of its first three characters and checks the text itself. Kept in step by
// pb_hooks/lib/finder/finder_index.js with `_finder_search`; filled here from the rows already there.
// Pieces holding a control character (the \n between name and email, the U+001F frames) are left
// out: a search never holds one (the route refuses them).

const TABLE = `CREATE TABLE IF NOT EXISTS _finder_grams (
  gram TEXT NOT NULL,
  name TEXT NOT NULL,
  id TEXT NOT NULL,
  PRIMARY KEY (gram, name, id)
) WITHOUT ROWID`

// Same statement as GRAMS_OF in pb_hooks/lib/finder/finder_index.js, over every row.
const FILL = `WITH RECURSIVE src(name, id, text) AS (
  SELECT name, id, nameEmail FROM _finder_search UNION ALL SELECT name, id, specs FROM _finder_search),
pos(name, id, text, i) AS (
  SELECT name, id, text, 1 FROM src WHERE text != ''
  UNION ALL SELECT name, id, text, i + 1 FROM pos WHERE i < length(text))
INSERT OR IGNORE INTO _finder_grams (gram, name, id)
SELECT substr(text, i, len), name, id FROM pos, (SELECT 1 AS len UNION ALL SELECT 2 UNION ALL SELECT 3)
WHERE i + len - 1 <= length(text)
  AND instr(substr(text, i, len), char(10)) = 0 AND instr(substr(text, i, len), char(31)) = 0`

migrate(
  (app) => {
    app.db().newQuery(TABLE).execute()
    app.db().newQuery(FILL).execute()
  },
  (app) => {
    app.db().newQuery('DROP TABLE IF EXISTS _finder_grams').execute()
  },
)
