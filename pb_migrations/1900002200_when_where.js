/// <reference path="../pb_data/types.d.ts" />
// When and where (docs/venues-and-free-hours.md): a trainer's minimum notice, travel time between
// venues, venues and WhatsApp number; the venue each booking (and its notifications) is at.
// Bounds and allowed values are checked by pb_hooks/lib/venues/when_where.js from
// pb_hooks/lib/bookings/booking_rules.json; the schema keeps only the storage guards. `whatsapp` is hidden: the API shows it only where the enrich hook unhides it
// (the owner, and clients with a confirmed upcoming session with the trainer), and no member can
// filter or sort by it. Booked slots carry their venue so Book Session can grey an hour for travel.
const BOOKED_SLOTS = "SELECT id, gymBuddy, datetime, venue FROM bookings WHERE status = 'confirmed'"
const PREVIOUS_BOOKED_SLOTS =
  "SELECT id, gymBuddy, datetime FROM bookings WHERE status = 'confirmed'"

migrate(
  (app) => {
    const profiles = app.findCollectionByNameOrId('trainer_profiles')
    profiles.fields.add(new NumberField({ name: 'minNoticeHours', onlyInt: true, min: 0 }))
    profiles.fields.add(new NumberField({ name: 'travelGapHours', onlyInt: true, min: 0 }))
    // [{ name, area, kind }]; shape checked in pb_hooks.
    profiles.fields.add(new JSONField({ name: 'venues', maxSize: 4000 }))
    profiles.fields.add(new TextField({ name: 'whatsapp', max: 20, hidden: true }))
    app.save(profiles)

    const bookings = app.findCollectionByNameOrId('bookings')
    // The venue's name, copied from the trainer's list when the request is made.
    bookings.fields.add(new TextField({ name: 'venue', max: 200 }))
    app.save(bookings)

    // A booking notification names the session's venue, like its time.
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.fields.add(new TextField({ name: 'venue', max: 200 }))
    app.save(notifications)

    const slots = app.findCollectionByNameOrId('booked_slots_view')
    slots.viewQuery = BOOKED_SLOTS
    app.save(slots)
  },
  (app) => {
    const slots = app.findCollectionByNameOrId('booked_slots_view')
    slots.viewQuery = PREVIOUS_BOOKED_SLOTS
    app.save(slots)

    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.removeByName('venue')
    app.save(bookings)

    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.fields.removeByName('venue')
    app.save(notifications)

    const profiles = app.findCollectionByNameOrId('trainer_profiles')
    for (const name of ['minNoticeHours', 'travelGapHours', 'venues', 'whatsapp']) {
      profiles.fields.removeByName(name)
    }
    app.save(profiles)
  },
)
