/// <reference path="../pb_data/types.d.ts" />
// The retention job clears a report's link to a session or message it deletes (the report keeps
// its own words and its copy of the evidence): these indexes let it find those reports without
// reading the whole table.
migrate(
  (app) => {
    const reports = app.findCollectionByNameOrId('reports')
    reports.indexes = [
      ...reports.indexes,
      "CREATE INDEX idx_reports_booking ON reports (booking) WHERE booking != ''",
      "CREATE INDEX idx_reports_message ON reports (message) WHERE message != ''",
    ]
    app.save(reports)
  },
  (app) => {
    const reports = app.findCollectionByNameOrId('reports')
    reports.indexes = reports.indexes.filter(
      (index) => !/idx_reports_(booking|message) /.test(index),
    )
    app.save(reports)
  },
)
