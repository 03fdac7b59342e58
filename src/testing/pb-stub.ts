// A stand-in for '@/lib/pocketbase' in unit tests: every collection method is a vi.fn(), the
// auth store behaves like the SDK's (the user store follows it), pb.filter is the real one.
//   vi.mock('@/lib/pocketbase', async () => ({ pb: (await import('@/testing/pb-stub')).pbStub }))
import PocketBase, { type RecordModel, type UnsubscribeFunc } from 'pocketbase'
import { vi, type Mock } from 'vitest'
import { announcePocketBase } from '@/lib/pocketbase-loaded'
import type { TypedPocketBase } from '@/lib/types'

const METHODS = [
  'getOne',
  'getList',
  'getFullList',
  'getFirstListItem',
  'create',
  'update',
  'delete',
  'subscribe',
  'authRefresh',
] as const

export type CollectionStub = Record<(typeof METHODS)[number], Mock>

function makeCollection(): CollectionStub {
  const stub = Object.fromEntries(METHODS.map((method) => [method, vi.fn()])) as CollectionStub
  stub.getFullList.mockResolvedValue([])
  // An empty page, so a screen nobody gave answers to (the header's bell) shows nothing.
  stub.getList.mockImplementation((page = 1, perPage = 30) =>
    Promise.resolve({ page, perPage, totalItems: 0, totalPages: 0, items: [] }),
  )
  stub.subscribe.mockResolvedValue(() => Promise.resolve())
  return stub
}

type AuthListener = (token: string, record: RecordModel | null) => void

const collections = new Map<string, CollectionStub>()
/** pb.send's answers by path (custom routes), each a vi.fn() of the options; default []. */
const routes = new Map<string, Mock>()

function routeStub(path: string): Mock {
  let stub = routes.get(path)
  if (!stub) {
    stub = vi.fn().mockResolvedValue([])
    routes.set(path, stub)
  }
  return stub
}
const listeners = new Set<AuthListener>()
const realClient = new PocketBase('http://127.0.0.1')

const authStore = {
  token: '',
  record: null as RecordModel | null,
  get isValid() {
    return this.record !== null
  },
  save(token: string, record: RecordModel | null) {
    this.token = token
    this.record = record
    listeners.forEach((listener) => listener(token, record))
  },
  clear() {
    this.save('', null)
  },
  onChange(listener: AuthListener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export const pbStub = {
  authStore,
  filter: (expression: string, params?: Record<string, unknown>) =>
    realClient.filter(expression, params),
  files: { getURL: (_record: unknown, filename: string) => `/api/files/${filename}` },
  buildURL: (path: string) => `http://127.0.0.1${path}`,
  realtime: {
    subscribe: vi.fn<
      (topic: string, listener: (data: unknown) => void) => Promise<UnsubscribeFunc>
    >(() => Promise.resolve(() => Promise.resolve())),
    unsubscribe: vi.fn((_topic?: string) => Promise.resolve()),
  },
  send: vi.fn((path: string, options?: unknown): Promise<unknown> => routeStub(path)(options)),
  route: routeStub,
  collection(name: string): CollectionStub {
    let stub = collections.get(name)
    if (!stub) {
      stub = makeCollection()
      collections.set(name, stub)
    }
    return stub
  },
}

// As the real client module does: the user store follows this auth store from now on.
announcePocketBase(pbStub as unknown as TypedPocketBase)

/** Fresh mocks for every collection and a signed-out auth store. */
export function resetPbStub(): void {
  collections.clear()
  routes.clear()
  pbStub.realtime.subscribe.mockReset()
  pbStub.realtime.subscribe.mockImplementation(() => Promise.resolve(() => Promise.resolve()))
  pbStub.realtime.unsubscribe.mockClear()
  authStore.clear()
}

/** Signs a user in, as the SDK does after a login. */
export function signInAs(record: RecordModel): void {
  authStore.save('token', record)
}
