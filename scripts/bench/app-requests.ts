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

type Side = 'booker' | 'gymBuddy'
type Group = 'needsAnswer' | 'upcoming' | 'past'

/**
 * src/features/booking-lists/bookings-api.ts loadBookingGroups + use-booking-groups.ts load(): one
 * request for every group's first page of 10, the other party of each row (and for a trainer the
 * taken slots and client profiles).
 */
async function bookingGroups(pb: PocketBase, side: Side, groups: Group[]) {
  await pb.send('/api/gymbuddy/bookings', {
    query: {
      side,
      now: new Date().toISOString(),
      ...Object.fromEntries(groups.map((group) => [group, 10])),
    },
  })
}

/** My Bookings (client): src/features/booking-lists/my-bookings-page.tsx + review/review-api.ts. */
export async function myBookingsScreen(pb: PocketBase, me: string): Promise<void> {
  await Promise.all([
    bookingGroups(pb, 'booker', ['upcoming', 'past']),
    pb.collection('reviews').getFullList({
      filter: pb.filter('booking.booker = {:id}', { id: me }),
      sort: '-created',
      batch: 500,
    }),
  ])
}

/** Schedule (trainer): src/features/booking-lists/schedule-page.tsx and use-booking-groups.ts. */
export async function scheduleScreen(pb: PocketBase, _me: string): Promise<void> {
  await bookingGroups(pb, 'gymBuddy', ['needsAnswer', 'upcoming', 'past'])
}

/** Inbox: src/features/chat/chat-api.ts listInbox + src/lib/unread-messages.ts. */
export async function inboxScreen(pb: PocketBase): Promise<void> {
  await Promise.all([
    pb.send('/api/gymbuddy/inbox', { method: 'GET' }),
    pb.send('/api/gymbuddy/unread', { method: 'GET' }),
  ])
}

/**
 * Chat page (latest messages): src/features/chat/conversation-data.ts loadConversation (person,
 * chat and newest page in one request, pb_hooks/lib/chat/conversation.js), then chat-reads-api.ts.
 */
export async function chatScreen(pb: PocketBase, me: string, other: string): Promise<void> {
  const { chat } = await pb.send<{ chat: { id: string } | null }>(
    `/api/gymbuddy/conversations/${encodeURIComponent(other)}`,
    { method: 'GET' },
  )
  if (!chat) throw new Error(`no chat between ${me} and ${other}`)
  await pb
    .collection('chat_reads')
    .getFullList({ filter: pb.filter('chat = {:chat}', { chat: chat.id }) })
}

/**
 * "Recommended for you" on the finder, for a signed-in client:
 * src/features/finder/recommendations/use-recommendations.ts (one request a visit).
 */
export async function recommendationsScreen(pb: PocketBase): Promise<void> {
  await pb.send('/api/gymbuddy/recommendations', { method: 'GET' })
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
    // The record beside the rating: src/lib/reliability-api.ts.
    pb.send(`/api/gymbuddy/reliability/${encodeURIComponent(trainer)}`, {}),
  ])
}

/** Book Session page: src/features/book-session/booking-api.ts (taken slots, my open requests). */
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

/**
 * Payments (/user/payments): src/features/payments/payments-api.ts loadPayments (the member's
 * priced sessions, src/lib/payments.ts loadCredits and loadLedger, then the other parties' names);
 * a trainer's screen also loads packages-editor.tsx's packages and paynow-details-form.tsx's details.
 */
export async function paymentsScreen(pb: PocketBase, me: string, side: Side): Promise<void> {
  const [sessions] = await Promise.all([
    pb.collection('bookings').getFullList({
      filter: pb.filter(`${side} = {:me} && status = 'confirmed' && payment != ''`, { me }),
      sort: '-datetime',
    }),
    pb.send('/api/gymbuddy/credits', {}),
    pb.collection('credit_ledger').getFullList({ sort: '-created' }),
    // The receipts list (src/features/payments/receipts-api.ts loadReceipts).
    pb.collection('receipts').getFullList({
      filter: pb.filter(`${side === 'gymBuddy' ? 'trainer' : 'client'} = {:me}`, { me }),
      sort: side === 'gymBuddy' ? '-number' : '-issuedAt',
    }),
    ...(side === 'gymBuddy'
      ? [
          pb.send('/api/gymbuddy/payments/received', {}),
          pb.send('/api/gymbuddy/payments/earnings', {}),
          pb.collection('packages').getFullList({
            filter: pb.filter('trainer = {:t}', { t: me }),
            sort: 'sessions',
          }),
          pb
            .collection('trainer_profiles')
            .getFirstListItem(pb.filter('user = {:me}', { me }), {
              fields: 'paynowId,paynowName',
            })
            .catch(() => null),
        ]
      : []),
  ])
  const others = [
    ...new Set(sessions.map((b) => (side === 'booker' ? b.gymBuddy : b.booker) as string)),
  ].filter(Boolean)
  if (others.length === 0) return
  await pb.collection('users_view').getFullList({
    filter: others.map((id) => pb.filter('id = {:id}', { id })).join(' || '),
    fields: 'id,name',
  })
}

/**
 * The PayNow QR of a session and of a package purchase (src/lib/payments.ts bookingPayNow and
 * purchasePayNow, opened from a booking row's "Pay by PayNow" and the trainer page's Buy).
 */
export async function payNowRequests(pb: PocketBase, bookingId: string, purchaseId: string) {
  for (const path of [
    `/api/gymbuddy/bookings/${encodeURIComponent(bookingId)}/paynow`,
    `/api/gymbuddy/purchases/${encodeURIComponent(purchaseId)}/paynow`,
  ]) {
    // A 404 (no PayNow details, no price) still runs the route's reads.
    await pb.send(path, {}).catch((error: { status?: number }) => {
      if (error.status !== 404) throw error
    })
  }
}
