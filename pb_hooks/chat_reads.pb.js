/// <reference path="../pb_data/types.d.ts" />
// Chat reading state (pb_migrations/1900000400_chat_reads.js). Every chat gets its two
// chat_reads rows in the transaction that stores it; a member moves only their own lastReadAt,
// never backwards and never past now, so two tabs and a wrong clock cannot undo a read.

// Model-level, so every path that creates a chat (API, superuser, scripts) gets the rows.
onRecordCreateExecute((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  gb.inTransaction(e, (txApp) => {
    e.next()
    const reads = txApp.findCollectionByNameOrId('chat_reads')
    for (const field of ['user1', 'user2']) {
      const row = new Record(reads)
      row.set('chat', e.record.id)
      row.set('user', e.record.getString(field))
      row.set('lastReadAt', '')
      txApp.save(row)
    }
  })
}, 'chats')

onRecordUpdateRequest((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  // Stored dates are "2006-01-02 15:04:05.000Z" strings, so they order as text.
  const wanted = e.record.getDateTime('lastReadAt')
  if (wanted.isZero()) {
    gb.fail(
      'lastReadAt',
      'validation_required',
      'Say up to when you have read the chat, as a date and time.',
    )
  }
  let value = wanted.string()
  const now = new DateTime().string()
  if (value > now) value = now
  const previous = e.record.original().getString('lastReadAt')
  if (previous && value < previous) value = previous
  e.record.set('lastReadAt', value)
  e.next()
}, 'chat_reads')
