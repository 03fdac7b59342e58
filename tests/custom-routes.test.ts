// Every custom route in pb_hooks, listed from the hook files themselves (scripts/lib/hooks-map.ts):
// none tells a stranger whether an id exists (a client's id and an id nobody has get the same
// answer), and every route that writes passes its body through the strict guard
// (lib/platform/route_guard.js against lib/platform/route_bodies.js). A new route fails here until it is classified.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { hooksDir } from '../scripts/lib/pocketbase'
import { registrationsOf } from '../scripts/lib/hooks-map'
import { makeBooking, requestSeries } from './bookings-support'
import type { Member } from './factories'
import { makeClient, makeMember, makeOperator, makeTrainer, sgtSlot } from './factories'
import { makePackage } from './payments-support'
import { hookLibrary } from './support/hook-library'
import { testServer } from './support/test-server'

const server = testServer()

const routes = readdirSync(hooksDir)
  .filter((name) => name.endsWith('.pb.js'))
  .sort()
  .flatMap((file) => registrationsOf(file, readFileSync(join(hooksDir, file), 'utf8')))
  .filter((registration) => registration.call === 'routerAdd')
  .map((registration) => registration.args.join(' '))

const WRITES = /^(POST|PATCH|PUT|DELETE) \/api\/gymbuddy\//
const MISSING_ID = 'zzzzzzzzzzzzzzz'

interface Ids {
  client: string
  booking: string
  series: string
  purchase: string
  calendar: string
  receipt: string
}
type Probe = {
  as: 'visitor' | 'stranger'
  path: (id: string) => string
  id: (ids: Ids) => string
  method?: 'POST'
}

// Routes that look a caller-given id up: asked by someone with no tie to it, an existing one and
// one nobody has must answer alike.
const PROBES: Record<string, Probe> = {
  'GET /api/gymbuddy/reliability/{userId}': {
    as: 'visitor',
    path: (id) => `/api/gymbuddy/reliability/${id}`,
    id: (ids) => ids.client,
  },
  'GET /api/gymbuddy/conversations/{userId}': {
    as: 'stranger',
    path: (id) => `/api/gymbuddy/conversations/${id}`,
    id: (ids) => ids.client,
  },
  'GET /api/gymbuddy/bookings/{id}/ics': {
    as: 'stranger',
    path: (id) => `/api/gymbuddy/bookings/${id}/ics`,
    id: (ids) => ids.booking,
  },
  'GET /api/gymbuddy/series/{id}/ics': {
    as: 'stranger',
    path: (id) => `/api/gymbuddy/series/${id}/ics`,
    id: (ids) => ids.series,
  },
  'GET /api/gymbuddy/bookings/{id}/paynow': {
    as: 'stranger',
    path: (id) => `/api/gymbuddy/bookings/${id}/paynow`,
    id: (ids) => ids.booking,
  },
  'GET /api/gymbuddy/purchases/{id}/paynow': {
    as: 'stranger',
    path: (id) => `/api/gymbuddy/purchases/${id}/paynow`,
    id: (ids) => ids.purchase,
  },
  'GET /api/gymbuddy/receipts/{id}/pdf': {
    as: 'stranger',
    path: (id) => `/api/gymbuddy/receipts/${id}/pdf`,
    id: (ids) => ids.receipt,
  },
  'POST /api/gymbuddy/purchases/{id}/paid': {
    as: 'stranger',
    method: 'POST',
    path: (id) => `/api/gymbuddy/purchases/${id}/paid`,
    id: (ids) => ids.purchase,
  },
  'GET /api/gymbuddy/purchases/{id}/cover': {
    as: 'stranger',
    path: (id) => `/api/gymbuddy/purchases/${id}/cover`,
    id: (ids) => ids.purchase,
  },
  'POST /api/gymbuddy/purchases/{id}/cover': {
    as: 'stranger',
    method: 'POST',
    path: (id) => `/api/gymbuddy/purchases/${id}/cover`,
    id: (ids) => ids.purchase,
  },
  'GET /api/gymbuddy/trainers/{id}/reply-time': {
    as: 'visitor',
    path: (id) => `/api/gymbuddy/trainers/${id}/reply-time`,
    id: (ids) => ids.client,
  },
  'GET /api/gymbuddy/trainers/{id}/free': {
    as: 'visitor',
    path: (id) => `/api/gymbuddy/trainers/${id}/free`,
    id: (ids) => ids.client,
  },
  'GET /api/gymbuddy/trainers/{id}/busy': {
    as: 'visitor',
    path: (id) => `/api/gymbuddy/trainers/${id}/busy`,
    id: (ids) => ids.client,
  },
  'POST /api/gymbuddy/busy-calendars/{id}/sync': {
    as: 'stranger',
    method: 'POST',
    path: (id) => `/api/gymbuddy/busy-calendars/${id}/sync`,
    id: (ids) => ids.calendar,
  },
  'POST /api/gymbuddy/bookings/{id}/propose': {
    as: 'stranger',
    method: 'POST',
    path: (id) => `/api/gymbuddy/bookings/${id}/propose`,
    id: (ids) => ids.booking,
  },
  'POST /api/gymbuddy/bookings/{id}/coming': {
    as: 'stranger',
    method: 'POST',
    path: (id) => `/api/gymbuddy/bookings/${id}/coming`,
    id: (ids) => ids.booking,
  },
  'POST /api/gymbuddy/bookings/{id}/restore-credit': {
    as: 'stranger',
    method: 'POST',
    path: (id) => `/api/gymbuddy/bookings/${id}/restore-credit`,
    id: (ids) => ids.booking,
  },
  'POST /api/gymbuddy/bookings/{id}/proposal': {
    as: 'stranger',
    method: 'POST',
    path: (id) => `/api/gymbuddy/bookings/${id}/proposal`,
    id: (ids) => ids.booking,
  },
  'POST /api/gymbuddy/series/{id}/change': {
    as: 'stranger',
    method: 'POST',
    path: (id) => `/api/gymbuddy/series/${id}/change`,
    id: (ids) => ids.series,
  },
  'POST /api/gymbuddy/series/{id}/change/answer': {
    as: 'stranger',
    method: 'POST',
    path: (id) => `/api/gymbuddy/series/${id}/change/answer`,
    id: (ids) => ids.series,
  },
  'POST /api/gymbuddy/series/{id}/end': {
    as: 'stranger',
    method: 'POST',
    path: (id) => `/api/gymbuddy/series/${id}/end`,
    id: (ids) => ids.series,
  },
  'GET /api/gymbuddy/series/plan': {
    as: 'stranger',
    path: (id) => `/api/gymbuddy/series/plan?gymBuddy=${id}&datetime=${sgtSlot(3, 10)}&weeks=4`,
    id: (ids) => ids.client,
  },
}

// Routes that take no id from the caller (they answer about the caller, or run a job), and why
// the others are not probes.
const NO_CALLER_ID = [
  'GET /api/gymbuddy/me/export',
  'POST /api/gymbuddy/me/delete',
  'POST /api/gymbuddy/me/consents',
  'GET /api/gymbuddy/bookings',
  'POST /api/gymbuddy/calendar/token',
  'GET /api/gymbuddy/dashboard',
  'GET /api/gymbuddy/finder',
  'GET /api/gymbuddy/finder/specializations',
  'GET /api/gymbuddy/inbox',
  'GET /api/gymbuddy/unread',
  'GET /api/gymbuddy/me',
  'POST /api/gymbuddy/message-emails/run',
  'POST /api/gymbuddy/notifications/read-all',
  'GET /api/gymbuddy/mail',
  'POST /api/gymbuddy/paynow',
  'GET /api/gymbuddy/credits',
  'GET /api/gymbuddy/payments/received',
  'GET /api/gymbuddy/payments/earnings',
  'GET /api/gymbuddy/payments/earnings.csv',
  'GET /api/gymbuddy/recommendations',
  'POST /api/gymbuddy/logs/cap',
]
const OPERATORS_ONLY = 'operators only: anyone else gets the not-found answer'
const NOT_AN_ORACLE: Record<string, string> = {
  'GET /api/{path...}': 'the not-found answer itself',
  'GET /api': 'the not-found answer itself',
  'GET /api/gymbuddy/calendar/{token}': 'the token is the secret: knowing it is the permission',
  // Signed for one booking's client: a forged one is "not valid" whatever booking it names.
  'POST /api/gymbuddy/reminder-answer': 'a signed token, not an id (tests/reminder-answers)',
  'POST /api/gymbuddy/reminder-answer/session':
    'a signed token, not an id (tests/reminder-answers)',
  'POST /api/gymbuddy/notifications/jobs/{job}': 'superusers only; job names are code, not data',
  // Anyone but an operator gets the not-found answer, whatever the id (tests/ops-least-privilege).
  'GET /api/gymbuddy/ops/summary': OPERATORS_ONLY,
  'GET /api/gymbuddy/ops/members': OPERATORS_ONLY,
  'GET /api/gymbuddy/ops/disputes': OPERATORS_ONLY,
  'POST /api/gymbuddy/ops/disputes/{bookingId}': OPERATORS_ONLY,
  'POST /api/gymbuddy/ops/suspend': OPERATORS_ONLY,
  'POST /api/gymbuddy/ops/unsuspend': OPERATORS_ONLY,
  'POST /api/gymbuddy/ops/reviews/{reviewId}/hide': OPERATORS_ONLY,
  'POST /api/gymbuddy/ops/reviews/{reviewId}/restore': OPERATORS_ONLY,
}

type Refused = { data: Record<string, { code: string } | undefined> }

const ROUTE_BODIES = (
  hookLibrary('pb_hooks/lib/platform/route_bodies.js') as { ROUTE_BODIES: object }
).ROUTE_BODIES

async function answer(path: string, as: Member | null, init: RequestInit = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (as) headers.Authorization = as.pb.authStore.token
  const response = await fetch(`${server.url}${path}`, { ...init, headers })
  const text = await response.text()
  return { status: response.status, body: parsed(text) }
}

/** JSON compared as values (Go writes an object's keys in any order), anything else as text. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

describe('custom routes do not tell a stranger which ids exist', () => {
  let ids: Ids
  let stranger: Member
  beforeAll(async () => {
    const client = await makeClient(server, 'Probed Client')
    const trainer = await makeTrainer(server, 'Probed Coach')
    stranger = await makeMember(server, 'Stranger')
    const booking = await makeBooking(server.root, client, trainer, sgtSlot(2, 10), 'confirmed')
    const series = await requestSeries(client, trainer, sgtSlot(4, 11), 3)
    const pkg = await makePackage(trainer)
    const purchase = await client.pb
      .collection('package_purchases')
      .create({ package: pkg.id, client: client.record.id })
    const calendar = await trainer.pb.collection('busy_calendars').create({
      trainer: trainer.record.id,
      kind: 'ics',
      label: 'Work',
      url: 'https://calendar.example.com/private-abc/basic.ics',
    })
    await server.root.collection('bookings').update(booking.id, { payment: 'received', price: 50 })
    const receipt = await server.root
      .collection('receipts')
      .getFirstListItem(server.root.filter('booking = {:b}', { b: booking.id }))
    ids = {
      client: client.record.id,
      booking: booking.id,
      series: series.id,
      purchase: purchase.id,
      calendar: calendar.id,
      receipt: receipt.id,
    }
  })

  it('every route is a probe, takes no caller id, or is listed with its reason', () => {
    const classified = [...Object.keys(PROBES), ...NO_CALLER_ID, ...Object.keys(NOT_AN_ORACLE)]
    expect([...routes].sort()).toEqual([...classified].sort())
  })

  it.each(Object.entries(PROBES))('%s answers an existing id as one nobody has', async (_, p) => {
    const as = p.as === 'visitor' ? null : stranger
    const existing = await answer(p.path(p.id(ids)), as, { method: p.method ?? 'GET' })
    const missing = await answer(p.path(MISSING_ID), as, { method: p.method ?? 'GET' })
    expect(existing).toEqual(missing)
  })
})

describe('custom routes that write check their bodies as record writes are checked', () => {
  it('every writing route has a declared body, and every declaration is a route', () => {
    const writing = routes.filter((route) => WRITES.test(route)).sort()
    expect(Object.keys(ROUTE_BODIES).sort()).toEqual(writing)
  })

  it.each(routes.filter((route) => WRITES.test(route)))(
    '%s refuses a field it does not take, before it runs',
    async (route) => {
      const [method, pattern] = route.split(' ') as [string, string]
      // Operator routes answer anyone else with a 404 before reading the body (ops-least-privilege).
      const member = pattern.startsWith('/api/gymbuddy/ops/')
        ? await makeOperator(server)
        : await makeMember(server, 'Writer')
      const path = pattern.replace(/\{[^}]+\}/g, 'reminders')
      const refused = await answer(path, member, {
        method,
        body: JSON.stringify({ madeUpField: 'x' }),
      })
      expect(refused.status).toBe(400)
      expect((refused.body as Refused).data.madeUpField?.code).toBe('validation_unknown_field')
    },
  )

  it('a PayNow name with a line break or a NUL is refused and nothing is stored', async () => {
    const trainer = await makeTrainer(server, 'PayNow Coach')
    const save = (paynowName: unknown) =>
      answer('/api/gymbuddy/paynow', trainer, {
        method: 'POST',
        body: JSON.stringify({ paynowId: '+65 9123 4567', paynowName }),
      })
    expect((await save('Coach Tan')).status).toBe(200)
    for (const name of ['Coach\nTan', 'Coach\u0000Tan', 'Coach\r\nTan', 'Coach\tTan']) {
      const refused = await save(name)
      expect(refused.status, JSON.stringify(name)).toBe(400)
      expect((refused.body as Refused).data.paynowName?.code).toBe('validation_invalid_characters')
    }
    const wrongType = await save(['Coach'])
    expect((wrongType.body as Refused).data.paynowName?.code).toBe('validation_invalid_type')
    const tooLong = await save('x'.repeat(101))
    expect((tooLong.body as Refused).data.paynowName?.code).toBe('validation_too_long')
    const own = await trainer.pb.collection('trainer_profiles').getOne(trainer.profile.id)
    expect(own.paynowName).toBe('Coach Tan')
  })
})
