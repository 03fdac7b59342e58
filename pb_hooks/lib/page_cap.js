/// <reference path="../../pb_data/types.d.ts" />
// Lists whose rows carry a member's long text answer at most a page that stays under 1 MB. A
// message (or a chat's last message) holds up to 2000 characters, up to 8 KB of UTF-8: PocketBase's
// own limit, perPage=1000, answered 2.2 MB of plain ASCII messages and up to ~8 MB of emoji. A
// larger perPage is lowered to the cap, as PocketBase lowers one over 1000: the answer says the
// perPage it used, and the SDK's getFullList still gets every row. Superusers list freely.

/** Collection -> the most rows one page answers (the chat screen asks for 50). */
const CAPS = { messages: 100, chats: 100, inbox_view: 100 }
const SMALLEST_CAP = 100

/** GET /api/collections/{collection}/records: lowers a perPage over the collection's cap. */
function clamp(e, collectionRef) {
  const url = e.request.url
  const query = url.query()
  const perPage = parseInt(query.get('perPage'), 10)
  if (!(perPage > SMALLEST_CAP) || e.hasSuperuserAuth()) return
  let collection
  try {
    collection = e.app.findCachedCollectionByNameOrId(collectionRef)
  } catch (_) {
    return // PocketBase answers 404
  }
  const cap = CAPS[collection.name]
  if (!cap || perPage <= cap) return
  query.set('perPage', String(cap))
  url.rawQuery = query.encode()
}

module.exports = { clamp, CAPS }
