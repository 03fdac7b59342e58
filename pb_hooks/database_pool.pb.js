/// <reference path="../pb_data/types.d.ts" />
// Read connections kept open between requests. PocketBase allows 120 open read connections but
// keeps only 15 idle, so with more than 15 reads at once every further request opens a fresh
// SQLite connection (with its PRAGMAs) and closes it afterwards. At 50 concurrent readers the own
// bookings list measured p99 119-197 ms with 15 idle and 67-76 ms with every open connection kept
// (docs/capacity.md). Each kept connection holds at most SQLite's page cache (2 MB by default),
// filled only by reads that ran on it.

onBootstrap((e) => {
  e.next()
  const pool = e.app.concurrentDB().db()
  pool.setMaxIdleConns(pool.stats().maxOpenConnections)
})
