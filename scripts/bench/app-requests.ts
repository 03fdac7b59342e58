// The requests the app's screens send, made with the SDK exactly as src/ makes them and recorded
// (method, path, auth header) so the scale bench can replay them under load and the query-plan
// test can explain the SQL they cause. Each function mirrors one screen's data calls; keep them in
// step with the files named beside them.
import PocketBase, { serializeQueryParams } from 'pocketbase'

export interface RecordedRequest {
  method: string
  path: string
  headers?: Record<string, string>
}

export interface Session {
  token: string
  id: string
}

/**
 * Runs `screen` with an SDK client signed in as `session` (or a visitor) and returns every
 * request it sent, in order. The requests really run: later calls use earlier answers, as in the app.
 */
export async function recordScreen(
  baseURL: string,
  session: Session | null,
  screen: (pb: PocketBase) => Promise<unknown>,
): Promise<RecordedRequest[]> {
  const pb = new PocketBase(baseURL)
  pb.autoCancellation(false)
  if (session) pb.authStore.save(session.token, null)
  const recorded: RecordedRequest[] = []
  pb.beforeSend = (url, options) => {
    // The SDK appends options.query after this hook, with this same serializer.
    const query = options.query ? serializeQueryParams(options.query) : ''
    const { pathname, search } = new URL(url)
    const path = `${pathname}${search}`
    recorded.push({
      method: options.method ?? 'GET',
      path: query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path,
      headers: session ? { authorization: session.token } : undefined,
    })
    return { url, options }
  }
  await screen(pb)
  return recorded
}

const IDS_PER_REQUEST = 50

/** src/lib/people.ts idsFilter + chunkIds: `id = {:id0} || ...`, 50 ids a request. */
function idFilters(pb: PocketBase, ids: string[], field = 'id'): string[] {
  const unique = [...new Set(ids.filter(Boolean))]
  const filters: string[] = []
  for (let start = 0; start < unique.length; start += IDS_PER_REQUEST) {
    const params: Record<string, string> = {}
    const terms = unique.slice(start, start + IDS_PER_REQUEST).map((id, index) => {
      params[`id${index}`] = id
      return `${field} = {:id${index}}`
    })
    filters.push(pb.filter(terms.join(' || '), params))
  }
  return filters
}

type Side = 'booker' | 'gymBuddy'
type Group = 'needsAnswer' | 'upcoming' | 'past'
const OPEN = "(status = 'requested' || status = '')"
const CLOSED = "(status = 'declined' || status = 'cancelled' || status = 'expired')"

/** src/features/bookings/bookings-api.ts groupQuery. */
function groupQuery(side: Side, group: Group): { where: string; sort: string } {
  const mine = `${side} = {:me}`
  if (group === 'needsAnswer')
    return { where: `${mine} && datetime > {:now} && ${OPEN}`, sort: 'datetime,created' }
  if (group === 'upcoming')
    return side === 'gymBuddy'
      ? { where: `${mine} && datetime > {:now} && status = 'confirmed'`, sort: 'datetime' }
      : {
          where: `${mine} && datetime > {:now} && (${OPEN} || status = 'confirmed')`,
          sort: 'datetime,created',
        }
  return { where: `${mine} && (datetime <= {:now} || ${CLOSED})`, sort: '-datetime,-created' }
}

interface BookingRow {
  booker: string
  gymBuddy: string
  datetime: string
}

/** src/features/bookings/use-booking-groups.ts load(): one page of 10 per group, then names. */
async function bookingGroups(pb: PocketBase, side: Side, me: string, groups: Group[]) {
  const now = new Date()
  const pages = await Promise.all(
    groups.map((group) => {
      const { where, sort } = groupQuery(side, group)
      return pb.collection('bookings').getList<BookingRow>(1, 10, {
        filter: pb.filter(where, { me, now }),
        sort,
        expand: 'rescheduleOf',
      })
    }),
  )
  return { pages, rows: pages.flatMap((page) => page.items) }
}

/** My Bookings (client): src/features/bookings/my-bookings-page.tsx + review/review-api.ts. */
export async function myBookingsScreen(pb: PocketBase, me: string): Promise<void> {
  const { rows } = await bookingGroups(pb, 'booker', me, ['upcoming', 'past'])
  await Promise.all([
    // listGymBuddies (src/lib/people.ts)
    ...idFilters(
      pb,
      rows.map((row) => row.gymBuddy),
    ).map((filter) => pb.collection('gym_buddies_view').getFullList({ filter })),
    pb.collection('reviews').getFullList({
      filter: pb.filter('author = {:id}', { id: me }),
      sort: '-created',
      batch: 500,
    }),
  ])
}

/** Schedule (trainer): src/features/bookings/schedule-page.tsx and bookings-api.ts. */
export async function scheduleScreen(pb: PocketBase, me: string): Promise<void> {
  const { pages, rows } = await bookingGroups(pb, 'gymBuddy', me, [
    'needsAnswer',
    'upcoming',
    'past',
  ])
  const open = pages[0].items
  const confirmedAt = open.length
    ? [
        pb.collection('bookings').getFullList({
          filter: pb.filter(
            `gymBuddy = {:me} && status = 'confirmed' && (${open.map((_, i) => `datetime = {:at${i}}`).join(' || ')})`,
            Object.fromEntries([['me', me], ...open.map((row, i) => [`at${i}`, row.datetime])]),
          ),
          fields: 'datetime',
        }),
      ]
    : []
  await Promise.all([
    ...idFilters(
      pb,
      rows.map((row) => row.booker),
    ).map((filter) => pb.collection('users_view').getFullList({ filter })),
    ...idFilters(
      pb,
      rows.map((row) => row.booker),
      'user',
    ).map((filter) => pb.collection('client_profiles').getFullList({ filter })),
    ...confirmedAt,
  ])
}

/** Inbox: src/features/chat/chat-api.ts listInbox + src/lib/unread-messages.ts. */
export async function inboxScreen(pb: PocketBase): Promise<void> {
  await Promise.all([
    pb.collection('inbox_view').getFullList({ sort: '-updated' }),
    pb.collection('unread_view').getFullList({ filter: 'unread > 0', fields: 'chat,unread' }),
  ])
}

/** Chat page (latest messages): src/features/chat/chat-api.ts and chat-reads-api.ts. */
export async function chatScreen(pb: PocketBase, me: string, other: string): Promise<void> {
  const chat = await pb.collection('chats').getFirstListItem(
    pb.filter('(user1 = {:me} && user2 = {:other}) || (user1 = {:other} && user2 = {:me})', {
      me,
      other,
    }),
  )
  await Promise.all([
    pb.collection('users_view').getOne(other),
    pb.collection('messages').getList(1, 50, {
      filter: pb.filter('chat = {:chat}', { chat: chat.id }),
      sort: '-created,-id',
      skipTotal: true,
    }),
    pb
      .collection('chat_reads')
      .getFullList({ filter: pb.filter('chat = {:chat}', { chat: chat.id }) }),
  ])
}

/** The bell on every signed-in screen: src/features/notifications/notifications-api.ts. */
export async function notificationsScreen(pb: PocketBase, me: string): Promise<void> {
  await Promise.all([
    pb.collection('notifications').getList(1, 20, {
      filter: pb.filter('user = {:me}', { me }),
      sort: '-created',
      skipTotal: true,
    }),
    pb.collection('notifications').getList(1, 1, {
      filter: pb.filter("user = {:me} && readAt = ''", { me }),
      fields: 'id',
    }),
  ])
}

/** The finder's server search (finder engineer's route), one request per step. */
export const FINDER_ROUTE = '/api/gymbuddy/finder'
export const FINDER_QUERIES = [
  'page=1&perPage=6',
  'search=an&page=1&perPage=6',
  'search=yoga&location=central&page=1&perPage=6',
  'search=tan&experienceLevel=3-5%20years&page=1&perPage=6',
]

/** Before the server search: the public view, filtered, as a search route would have to. */
export function finderViewQueries(pb: PocketBase): string[] {
  const list = (filter: string) =>
    `/api/collections/gym_buddies_view/records?${new URLSearchParams({ page: '1', perPage: '6', sort: 'name,id', filter })}`
  return [
    `/api/collections/gym_buddies_view/records?page=1&perPage=6&sort=name%2Cid`,
    list(pb.filter('name ~ {:q} || specializations ~ {:q}', { q: 'an' })),
    list(
      pb.filter('(name ~ {:q} || specializations ~ {:q}) && preferredLocation ~ {:l}', {
        q: 'yoga',
        l: 'central',
      }),
    ),
  ]
}

/** The finder's requests: the server search when the route answers, else the filtered view. */
export async function finderRequests(baseURL: string): Promise<{ paths: string[]; via: string }> {
  const probe = await fetch(`${baseURL}${FINDER_ROUTE}?page=1&perPage=1`).catch(() => null)
  if (probe?.ok) return { paths: FINDER_QUERIES.map((q) => `${FINDER_ROUTE}?${q}`), via: 'route' }
  return { paths: finderViewQueries(new PocketBase(baseURL)), via: 'gym_buddies_view' }
}

/** Trainer page: src/features/trainer/trainer-api.ts (card, first reviews page, reply time). */
export async function trainerScreen(pb: PocketBase, trainer: string): Promise<void> {
  await Promise.all([
    pb.collection('gym_buddies_view').getOne(trainer, { expand: 'trainer_profile' }),
    pb.collection('reviews').getList(1, 5, {
      filter: pb.filter('trainer = {:id}', { id: trainer }),
      sort: '-created,-id',
      skipTotal: false,
    }),
    pb.send(`/api/gymbuddy/trainers/${encodeURIComponent(trainer)}/reply-time`, {}),
  ])
}

/** Book Session page: src/features/booking/booking-api.ts (taken slots, my open requests). */
export async function bookSessionScreen(pb: PocketBase, me: string, trainer: string) {
  const now = new Date()
  await Promise.all([
    pb.collection('gym_buddies_view').getOne(trainer, { expand: 'trainer_profile' }),
    pb.collection('booked_slots_view').getFullList({
      filter: pb.filter('gymBuddy = {:gymBuddy} && datetime > {:now} && datetime <= {:end}', {
        gymBuddy: trainer,
        now,
        end: new Date(now.getTime() + (90 + 1) * 86_400_000), // BOOKING_HORIZON_DAYS + 1
      }),
      fields: 'datetime',
    }),
    pb.collection('bookings').getFullList({
      filter: pb.filter(
        "gymBuddy = {:gymBuddy} && booker = {:booker} && status = 'requested' && datetime > {:now}",
        { gymBuddy: trainer, booker: me, now },
      ),
      fields: 'datetime',
    }),
  ])
}

/** Dashboard: src/features/dashboard/dashboard-api.ts (one route). */
export async function dashboardScreen(pb: PocketBase): Promise<void> {
  await pb.send('/api/gymbuddy/dashboard', {})
}
