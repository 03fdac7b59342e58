/// <reference path="../pb_data/types.d.ts" />
// Request logs keep what needs a look: refused and failed requests (PocketBase logs those at error
// level; 4xx included, so failed logins, 403s and 429s stay visible) and warnings. Successful
// requests, the bulk of the traffic, are not written: writing each cost about a tenth of a cheap
// read's server time (npm run bench, own bookings list p99 153 -> ~80 ms). Retention unchanged.
migrate(
  (app) => {
    const settings = app.settings()
    settings.logs.minLevel = 4 // slog: debug -4, info 0, warn 4, error 8
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.logs.minLevel = 0
    app.save(settings)
  },
)
